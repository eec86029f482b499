import { CANVAS } from '../constants';
import { DEFAULT_LAYOUT_KEY, getLayout, type Layout } from '../layouts/catalogue';
import { DOCUMENT_VERSION, timelineSchema, type DesignDocument, type DesignPage } from './schema';
import { FIRST_PAGE_ID, createPage } from './pages';

/**
 * A one-page design on a layout (default instagram.story 540×960, background #62CAD9), blank or with the
 * page fields given (its objects, background…).
 */
export function createDocument(
  layout: Layout = getLayout(DEFAULT_LAYOUT_KEY),
  page: Partial<Omit<DesignPage, 'id'>> = {},
): DesignDocument {
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
    timeline: timelineSchema.parse({}),
    pages: [{ ...createPage(FIRST_PAGE_ID), ...page }],
  };
}
