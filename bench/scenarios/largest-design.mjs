// The largest design the server stores: text layers at their length limit up to just under the stored size limit.
// The figures are repeated from packages/core/src/limits.ts (FIELD_LIMITS), which the bench cannot import (it runs
// the built server with plain Node, without the TypeScript sources).
export const FIELD_LIMITS_DESIGN_JSON_BYTES = 4 * 1024 * 1024;
const LAYER_TEXT = 10_000;
export const GALLERY_PAGE_SIZE = 20;

export function largestDesign() {
  const layer = (index) => ({
    id: `text-${index}`,
    type: 'pz-text',
    left: 20,
    top: 20 + index,
    width: 500,
    height: 40,
    text: `${index} ${'Lorem ipsum dolor sit amet. '.repeat(LAYER_TEXT / 28)}`.slice(0, LAYER_TEXT),
  });
  const design = {
    version: 1,
    layout: { key: 'instagram.story', width: 540, height: 960, name: 'Instagram Story' },
    viewport: { width: 270, height: 480, scale: 0.5 },
    objects: [],
  };
  // Stored with every default spelled out (about 600 bytes a layer more than sent): keep 1,000 bytes a layer spare.
  const perLayer = Buffer.byteLength(JSON.stringify(layer(0))) + 1000;
  const count = Math.floor(
    (FIELD_LIMITS_DESIGN_JSON_BYTES - Buffer.byteLength(JSON.stringify(design))) / perLayer,
  );
  design.objects = Array.from({ length: count }, (_, index) => layer(index));
  return design;
}
