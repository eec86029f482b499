import { CANVAS, DEFAULT_BACKGROUND_COLOR } from '../constants';
import { DEFAULT_LAYOUT_KEY, getLayout, type Layout } from '../layouts/catalogue';
import { DOCUMENT_VERSION, settingsSchema, timelineSchema, type DesignDocument } from './schema';

/** A blank design on a layout (default instagram.story 540×960, background #62CAD9). */
export function createDocument(layout: Layout = getLayout(DEFAULT_LAYOUT_KEY)): DesignDocument {
  const [width, height] = layout.sizes;
  return {
    version: DOCUMENT_VERSION,
    layout: { key: layout.key, width, height, name: layout.name },
    viewport: {
      width: width * CANVAS.initialScale,
      height: height * CANVAS.initialScale,
      scale: CANVAS.initialScale,
    },
    name: '',
    background: { color: DEFAULT_BACKGROUND_COLOR, image: null },
    pattern: null,
    settings: settingsSchema.parse({}),
    timeline: timelineSchema.parse({}),
    objects: [],
  };
}
