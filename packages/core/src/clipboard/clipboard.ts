import { UPLOAD_MAX_BYTES } from '../constants';
import { createDocument } from '../document/create';
import { FIRST_PAGE_ID, firstPage } from '../document/pages';
import { restore } from '../document/restore';
import { DOCUMENT_VERSION } from '../document/schema';
import type { DesignObject } from '../objects';
import { FIELD_LIMITS } from '../limits';

/**
 * The system clipboard as Lienzo writes and reads it: our objects as JSON under a web custom format, the
 * same JSON behind a marker as plain text (for browsers and pages without custom formats), and a PNG.
 */
export const CLIPBOARD_MIME = 'application/x-lienzo+json';
/** The async Clipboard API's name of a custom format: only "web "-prefixed types pass through it. */
export const CLIPBOARD_WEB_MIME = `web ${CLIPBOARD_MIME}`;
/** What starts the plain-text copy of our JSON, so a paste tells it from text someone typed. */
export const CLIPBOARD_TEXT_MARKER = 'lienzo-clipboard:';

/** What one copy holds: objects of one design, with the document version they were written in. */
export interface ClipboardPayload {
  app: 'lienzo';
  version: number;
  objects: DesignObject[];
}

export function clipboardPayload(objects: readonly DesignObject[]): ClipboardPayload {
  return { app: 'lienzo', version: DOCUMENT_VERSION, objects: [...objects] };
}

export function clipboardJson(payload: ClipboardPayload): string {
  return JSON.stringify(payload);
}

export function clipboardText(payload: ClipboardPayload): string {
  return CLIPBOARD_TEXT_MARKER + clipboardJson(payload);
}

/** What a paste found on the clipboard; `image` describes a picture without holding its bytes. */
export interface ClipboardContent {
  /** The text of our custom format. */
  lienzo?: string;
  text?: string;
  /** The clipboard's text was too large to be read at all (larger than a whole design's JSON). */
  textTooLarge?: boolean;
  html?: string;
  image?: { type: string; size: number };
  /** Types found that Lienzo does not paste (an SVG, a PDF…). */
  otherTypes?: readonly string[];
}

/** Why a paste inserted nothing; the web app shows `clipboard.refused.<reason>`. */
export type PasteRefusal =
  | 'empty'
  | 'text_too_long'
  | 'markup'
  | 'foreign_data'
  | 'invalid_objects'
  | 'data_too_big'
  | 'image_too_big'
  | 'unsupported';

/** Our objects read back from a clipboard, repaired by core's restore like any stored document. */
export interface PastedObjects {
  objects: DesignObject[];
  warnings: string[];
}

export type PasteDecision =
  | { kind: 'objects'; pasted: PastedObjects }
  | { kind: 'text'; text: string }
  | { kind: 'image' }
  | { kind: 'refused'; reason: PasteRefusal };

/** Text on the clipboard larger than this is refused unread: nothing we paste is bigger. */
export const CLIPBOARD_TEXT_MAX_BYTES = FIELD_LIMITS.designJsonBytes + CLIPBOARD_TEXT_MARKER.length;

/** Picture types a paste uploads; the upload route accepts JPG and PNG only (SPEC §5). */
export const PASTE_IMAGE_TYPES: readonly string[] = ['image/png', 'image/jpeg'];

const MARKUP = /^<(?:!doctype|\?xml|!--|[a-z][\w:-]*)[\s\S]*>$/i;

function looksLikeJsonData(text: string): boolean {
  if (!/^[[{]/.test(text)) return false;
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null;
  } catch {
    return false;
  }
}

/**
 * Our JSON as found on a clipboard, never trusted: over the size of a whole design, not JSON, or not ours
 * is refused; objects go through restore (migrations, limits, same-site assets) and what cannot be
 * repaired is dropped. `siteOrigins` are this site's origins, whose absolute asset URLs become paths.
 */
export function readClipboardJson(
  json: string,
  siteOrigins: readonly string[] = [],
): PastedObjects | { refused: PasteRefusal } {
  if (json.length > FIELD_LIMITS.designJsonBytes) return { refused: 'data_too_big' };
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch {
    return { refused: 'invalid_objects' };
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return { refused: 'foreign_data' };
  const { app, version, objects } = value as Record<string, unknown>;
  if (app !== 'lienzo' || !Array.isArray(objects)) return { refused: 'foreign_data' };
  if (objects.length > FIELD_LIMITS.objectsPerDesign) return { refused: 'data_too_big' };
  // A copy from before pages (version 1) held its objects as a one-page document did; both read as one page.
  const copied = version === 1 ? { objects } : { pages: [{ id: FIRST_PAGE_ID, objects }] };
  const { document, warnings } = restore({ ...createDocument(), version, ...copied }, { siteOrigins });
  const pasted = firstPage(document).objects;
  if (pasted.length === 0) return { refused: 'invalid_objects' };
  return { objects: pasted, warnings };
}

/**
 * What a paste of `content` does (issue 21 "Bad input"): our objects first, then a picture, then text.
 * Text longer than a text layer may hold, markup (HTML, SVG) and another app's JSON are refused rather
 * than inserted as a wall of code; a picture over the upload limit or of another type is refused.
 */
export function decidePaste(content: ClipboardContent, siteOrigins: readonly string[] = []): PasteDecision {
  const text = content.text?.trim() ?? '';
  const ours =
    content.lienzo ??
    (text.startsWith(CLIPBOARD_TEXT_MARKER) ? text.slice(CLIPBOARD_TEXT_MARKER.length) : null);
  if (ours !== null) {
    const read = readClipboardJson(ours, siteOrigins);
    return 'refused' in read ? { kind: 'refused', reason: read.refused } : { kind: 'objects', pasted: read };
  }
  if (content.image) {
    if (!PASTE_IMAGE_TYPES.includes(content.image.type)) return { kind: 'refused', reason: 'unsupported' };
    if (content.image.size <= 0) return { kind: 'refused', reason: 'empty' };
    if (content.image.size > UPLOAD_MAX_BYTES) return { kind: 'refused', reason: 'image_too_big' };
    return { kind: 'image' };
  }
  if (content.textTooLarge) return { kind: 'refused', reason: 'text_too_long' };
  if (text) {
    if ([...text].length > FIELD_LIMITS.layerText) return { kind: 'refused', reason: 'text_too_long' };
    if (MARKUP.test(text)) return { kind: 'refused', reason: 'markup' };
    if (looksLikeJsonData(text)) return { kind: 'refused', reason: 'foreign_data' };
    return { kind: 'text', text };
  }
  if (content.html?.trim()) return { kind: 'refused', reason: 'markup' };
  if ((content.otherTypes ?? []).length > 0) return { kind: 'refused', reason: 'unsupported' };
  return { kind: 'refused', reason: 'empty' };
}
