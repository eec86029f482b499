import { createHash } from 'node:crypto';
import { createDocument, firstPage, getLayout, migrate, type DesignDocument } from '@lienzo/core';
import { photoSrc, type TemplateObject } from './elements';

export interface TemplateBackground {
  color: string;
  /** A bundled photo file covering the canvas. */
  photo?: string;
  /** A pattern of the background toolbar, by file name in /patterns. */
  pattern?: string;
  /** A colour laid over the photo, with its opacity in percent. */
  overlay?: { color: string; opacity: number };
  darkness?: number;
}

export interface TemplateDefinition {
  /** Stable, so links to a template and reseeds of an existing database keep finding it. */
  hash: string;
  /** Shown in the template browser; the words on the canvas are in the objects. */
  title: string;
  layoutKey: string;
  /** The `name` of its category in `TEMPLATE_CATEGORIES`. */
  category: string;
  background: TemplateBackground;
  /** Bottom to top. */
  objects: readonly TemplateObject[];
}

/** The template as a design document, checked by migrate() like any document the server stores. */
export function templateDocument(template: TemplateDefinition): DesignDocument {
  const blank = createDocument(getLayout(template.layoutKey));
  const { color, photo, pattern, overlay, darkness = 0 } = template.background;
  const page = firstPage(blank);
  const result = migrate({
    ...blank,
    name: template.title,
    pages: [
      {
        ...page,
        background: { color, image: photo ? { src: photoSrc(photo), offsetX: 0, offsetY: 0 } : null },
        pattern: pattern ? { src: `/patterns/${pattern}`, zoom: 100 } : null,
        settings: {
          ...page.settings,
          darkness,
          ...(overlay ? { overlayColor: overlay.color, overlayOpacity: overlay.opacity } : {}),
        },
        objects: template.objects.map((object, index) => ({
          ...object,
          id: `${template.hash}-${index + 1}`,
        })),
      },
    ],
  });
  if (!result.ok) throw new Error(`template ${template.hash} is not a valid document: ${result.error}`);
  return result.document;
}

/** What a thumbnail was rendered from: a change to the document needs a new thumbnail. */
export function documentFingerprint(document: DesignDocument): string {
  return createHash('sha256').update(JSON.stringify(document)).digest('hex').slice(0, 16);
}
