import DOMPurify from 'dompurify';
import { isSameSitePath } from '@lienzo/core';

/** An SVG that cannot be parsed as XML, or whose root is not an SVG <svg>. */
export class InvalidSvgError extends Error {
  override readonly name = 'InvalidSvgError';
}

const SVG_NAMESPACE = 'http://www.w3.org/2000/svg';
const LINK_ATTRIBUTES = new Set(['href', 'xlink:href', 'src']);
const SAFE_DATA_IMAGE = /^data:image\/(png|jpe?g|gif|webp);base64,[a-z0-9+/=\s]*$/i;
const URL_REFERENCE = /url\(\s*(['"]?)(.*?)\1\s*\)/gi;

// Our own instance, so that these hooks never reach a DOMPurify another part of the app configures.
const purifier = DOMPurify(window);

// DOMPurify's SVG profile lets links go anywhere a web page may and leaves style text as it is; an asset
// may not fetch from another host (DESIGN.md §9), so links and url(…) are narrowed further here.
purifier.addHook('uponSanitizeAttribute', (_node, data) => {
  const value = data.attrValue.trim();
  if (LINK_ATTRIBUTES.has(data.attrName)) data.keepAttr = isSafeReference(value);
  else if (data.attrName === 'style') data.attrValue = cleanCss(data.attrValue);
  else if (value.includes('\\') || hasForeignUrl(value)) data.keepAttr = false;
});
purifier.addHook('uponSanitizeElement', (node, data) => {
  if (data.tagName === 'style') node.textContent = cleanCss(node.textContent ?? '');
});

/**
 * A copy of `text` that cannot run script or fetch from another host (DESIGN.md §9): DOMPurify's SVG and
 * SVG-filter profile, with `<use>` added (Fabric draws it) and links only to `#fragments`, same-site paths
 * or inline images, and no `url(…)` or `@import` in styles pointing anywhere but `#fragments`.
 */
export function sanitizeSvg(text: string): string {
  const parsed = new DOMParser().parseFromString(text, 'image/svg+xml');
  const root = parsed.documentElement;
  if (parsed.getElementsByTagName('parsererror').length > 0 || !isSvgElement(root)) {
    throw new InvalidSvgError('Not a valid SVG document');
  }
  const body = purifier.sanitize(root, {
    USE_PROFILES: { svg: true, svgFilters: true },
    ADD_TAGS: ['use'],
    RETURN_DOM: true,
  });
  const clean = body.firstElementChild;
  if (!clean || !isSvgElement(clean)) throw new InvalidSvgError('Not a valid SVG document');
  return new XMLSerializer().serializeToString(clean);
}

function isSvgElement(element: Element): boolean {
  return element.localName === 'svg' && element.namespaceURI === SVG_NAMESPACE;
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

/**
 * Style text without imports and with every non-fragment `url(…)` replaced by `none`; nothing at all when it
 * holds a CSS escape, which could spell either so that no pattern sees it.
 */
function cleanCss(css: string): string {
  if (css.includes('\\')) return '';
  return css
    .replace(/@import[^;]*;?/gi, '')
    .replace(URL_REFERENCE, (whole, _quote: string, reference: string) =>
      reference.trim().startsWith('#') ? whole : 'none',
    );
}
