import { Color, FixedLayout, Group, LayoutManager, Rect, loadSVGFromString, type FabricObject } from 'fabric';

/** One filled shape of an SVG and the colour target it belongs to. */
interface FilledShape {
  object: FabricObject;
  /** Index of its fill among the SVG's distinct fills, in order of first appearance. */
  target: number;
  /** Its own colour, to return to when an override is cleared. */
  original: string;
}

/** An SVG parsed into one Fabric group the size of the SVG, with its fills found. */
export interface SvgArtwork {
  group: Group;
  /** The SVG's own size (its width and height, or its viewBox). */
  width: number;
  height: number;
  /** The distinct fill colours, in order of first appearance: the colour targets of multi-fill. */
  fills: readonly string[];
  shapes: readonly FilledShape[];
}

/** A fill as a comparable colour ("#e9c46a"), or null for none, gradients and patterns. */
function colourKey(fill: unknown): string | null {
  if (typeof fill !== 'string') return null;
  const value = fill.trim().toLowerCase();
  if (value === '' || value === 'none' || value === 'transparent') return null;
  const colour = new Color(value);
  return colour.getAlpha() === 1 ? `#${colour.toHex().toLowerCase()}` : `#${colour.toHexa().toLowerCase()}`;
}

function leavesOf(objects: readonly FabricObject[]): FabricObject[] {
  return objects.flatMap((object) => (object instanceof Group ? leavesOf(object.getObjects()) : [object]));
}

/**
 * Parses sanitised SVG text with Fabric. The group is centred on the SVG's own box (an invisible frame
 * keeps its margins), so the artwork sits where the SVG draws it whatever its content's extent.
 */
export async function parseSvgArtwork(text: string): Promise<SvgArtwork> {
  const parsed = await loadSVGFromString(text);
  const objects = parsed.objects.filter((object): object is FabricObject => object !== null);
  // Without a size or viewBox, the SVG is as big as what it draws, from its origin.
  const extent = (side: 'width' | 'height') =>
    objects.reduce((far, object) => {
      const box = object.getBoundingRect();
      return Math.max(far, side === 'width' ? box.left + box.width : box.top + box.height);
    }, 1);
  const width = Number(parsed.options.width) || extent('width');
  const height = Number(parsed.options.height) || extent('height');
  const frame = new Rect({ left: width / 2, top: height / 2, width, height, fill: '', strokeWidth: 0 });
  const group = new Group([frame, ...objects], {
    layoutManager: new LayoutManager(new FixedLayout()),
    width,
    height,
    originX: 'center',
    originY: 'center',
  });
  const fills: string[] = [];
  const shapes: FilledShape[] = [];
  for (const object of leavesOf(objects)) {
    const key = colourKey(object.fill);
    if (key === null) continue;
    let target = fills.indexOf(key);
    if (target === -1) target = fills.push(key) - 1;
    shapes.push({ object, target, original: object.fill as string });
  }
  return { group, width, height, fills, shapes };
}
