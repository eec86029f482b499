import { isSameSitePath } from '@lienzo/core';

/** An SVG that cannot be parsed as XML, or whose root is not <svg>. */
export class InvalidSvgError extends Error {
  override readonly name = 'InvalidSvgError';
}

/** Elements that run script, embed other documents or animate attributes into links. */
const DROPPED_ELEMENTS = new Set([
  'script',
  'foreignobject',
  'iframe',
  'embed',
  'object',
  'audio',
  'video',
  'handler',
  'listener',
]);
const ANIMATIONS = new Set(['set', 'animate', 'animatemotion', 'animatetransform', 'animatecolor']);
const SAFE_DATA_IMAGE = /^data:image\/(png|jpe?g|gif|webp);base64,[a-z0-9+/=\s]*$/i;
const URL_REFERENCE = /url\(\s*(['"]?)(.*?)\1\s*\)/gi;

/**
 * A copy of `text` that cannot run script or fetch from another host (DESIGN.md §9): no <script> or
 * <foreignObject>, no event-handler attributes, links only to `#fragments`, same-site paths or inline
 * images, and no `url(…)` or `@import` in styles pointing anywhere but `#fragments`.
 */
export function sanitizeSvg(text: string): string {
  const parsed = new DOMParser().parseFromString(text, 'image/svg+xml');
  const root = parsed.documentElement;
  if (parsed.getElementsByTagName('parsererror').length > 0 || root.localName !== 'svg') {
    throw new InvalidSvgError('Not a valid SVG document');
  }
  for (const node of [...parsed.childNodes]) if (node !== root) node.remove();
  cleanElement(root);
  return new XMLSerializer().serializeToString(root);
}

function cleanElement(element: Element): void {
  for (const child of [...element.children]) {
    const name = child.localName.toLowerCase();
    if (DROPPED_ELEMENTS.has(name) || (ANIMATIONS.has(name) && animatesUnsafely(child))) child.remove();
    else cleanElement(child);
  }
  for (const attribute of [...element.attributes]) {
    if (!isSafeAttribute(attribute)) element.removeAttributeNode(attribute);
  }
  if (element.localName === 'style') element.textContent = cleanCss(element.textContent ?? '');
}

function isSafeAttribute(attribute: Attr): boolean {
  const name = attribute.localName.toLowerCase();
  const value = attribute.value.trim();
  if (name.startsWith('on')) return false;
  if (/^\s*(javascript|vbscript):/i.test(value)) return false;
  if (name === 'href' || name === 'src') return isSafeReference(value);
  if (name === 'style') {
    attribute.value = cleanCss(attribute.value);
    return true;
  }
  return !hasForeignUrl(value);
}

/** `<set attributeName="href" to="javascript:…">` turns a harmless link into script. */
function animatesUnsafely(element: Element): boolean {
  const target = (element.getAttribute('attributeName') ?? '').toLowerCase();
  return target.endsWith('href') || target.startsWith('on') || target === 'style';
}

function isSafeReference(value: string): boolean {
  return value.startsWith('#') || isSameSitePath(value) || SAFE_DATA_IMAGE.test(value);
}

function hasForeignUrl(value: string): boolean {
  for (const [, , reference] of value.matchAll(URL_REFERENCE)) {
    if (!reference?.trim().startsWith('#')) return true;
  }
  return false;
}

/** Style text without imports and with every non-fragment `url(…)` replaced by `none`. */
function cleanCss(css: string): string {
  return css
    .replace(/@import[^;]*;?/gi, '')
    .replace(URL_REFERENCE, (whole, _quote: string, reference: string) =>
      reference.trim().startsWith('#') ? whole : 'none',
    );
}
