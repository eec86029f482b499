import { createHash } from 'node:crypto';
import {
  createDocument,
  firstPage,
  getLayout,
  migrate,
  type DesignDocument,
  type Locale,
} from '@lienzo/core';
import { photoSrc, SPANISH_SIZE, textHeight, wordsIn, type Bilingual, type TemplateObject } from './elements';

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
  /** Stable, so links to a template and reseeds of an existing database keep finding it (the English one). */
  hash: string;
  /** Shown in the template browser, in the interface language; the words on the canvas are in the objects. */
  title: Bilingual;
  layoutKey: string;
  /** The `name` of its category in `TEMPLATE_CATEGORIES`. */
  category: string;
  background: TemplateBackground;
  /** Bottom to top. */
  objects: readonly TemplateObject[];
}

/**
 * The hash of a template's `locale` version: the English one is the template's own hash ("tpl…"), the Spanish
 * one begins "esp" instead (each language is a template of its own, with its own thumbnail).
 */
export function templateHash(template: Pick<TemplateDefinition, 'hash'>, locale: Locale): string {
  return locale === 'en' ? template.hash : `esp${template.hash.slice(3)}`;
}

/**
 * An object with its words in `locale`, and its Spanish font size in Spanish; a text's height follows its
 * lines in that language.
 */
function objectIn(object: TemplateObject, locale: Locale): TemplateObject {
  const { [SPANISH_SIZE]: sizeEs, ...record } = object;
  const words = record.text as Bilingual | string | undefined;
  if (words === undefined || typeof words === 'string') return { ...record, type: record.type };
  const text = wordsIn(words, locale);
  if (record.type !== 'pz-text') return { ...record, type: record.type, text };
  const fontSize = locale === 'es' && typeof sizeEs === 'number' ? sizeEs : (record.fontSize as number);
  return {
    ...record,
    type: record.type,
    text,
    fontSize,
    height: textHeight(text, fontSize, record.lineHeight as number),
  };
}

/** The template in `locale` as a design document, checked by migrate() like any document the server stores. */
export function templateDocument(template: TemplateDefinition, locale: Locale = 'en'): DesignDocument {
  const blank = createDocument(getLayout(template.layoutKey));
  const { color, photo, pattern, overlay, darkness = 0 } = template.background;
  const page = firstPage(blank);
  const result = migrate({
    ...blank,
    name: wordsIn(template.title, locale),
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
          ...objectIn(object, locale),
          id: `${templateHash(template, locale)}-${index + 1}`,
        })),
      },
    ],
  });
  if (!result.ok)
    throw new Error(`template ${templateHash(template, locale)} is not a valid document: ${result.error}`);
  return result.document;
}

/** What a thumbnail was rendered from: a change to the document needs a new thumbnail. */
export function documentFingerprint(document: DesignDocument): string {
  return createHash('sha256').update(JSON.stringify(document)).digest('hex').slice(0, 16);
}
