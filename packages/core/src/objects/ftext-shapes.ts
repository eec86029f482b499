// The decorative shapes behind fancy text (SPEC §2 "Fancy text: shape list filterable by type").
// Paths are computed from the object's box so a shape never stretches its corners or tails.

export const FTEXT_SHAPE_TYPES = ['box', 'bubble', 'ribbon', 'burst', 'badge'] as const;
export type FtextShapeType = (typeof FTEXT_SHAPE_TYPES)[number];

export interface FtextShape {
  id: string;
  name: string;
  shapeType: FtextShapeType;
  /** SVG path data filling a `width` × `height` box whose top-left corner is 0,0. */
  pathFor: (width: number, height: number) => string;
}

/** Two decimals, never "-0", never NaN: path data must stay valid whatever size it is asked for. */
function n(value: number): string {
  const rounded = Math.round(value * 100) / 100;
  return Object.is(rounded, -0) ? '0' : String(rounded);
}

function point(x: number, y: number): string {
  return `${n(x)} ${n(y)}`;
}

function size(value: number): number {
  return Number.isFinite(value) && value > 0 ? Math.min(value, 1e6) : 0;
}

function polygon(points: readonly (readonly [number, number])[]): string {
  const [first, ...rest] = points.map(([x, y]) => point(x, y));
  return `M ${first} ${rest.map((p) => `L ${p}`).join(' ')} Z`;
}

function roundedRect(width: number, height: number, radius: number): string {
  const r = Math.min(radius, width / 2, height / 2);
  return [
    `M ${point(r, 0)}`,
    `H ${n(width - r)}`,
    `A ${n(r)} ${n(r)} 0 0 1 ${point(width, r)}`,
    `V ${n(height - r)}`,
    `A ${n(r)} ${n(r)} 0 0 1 ${point(width - r, height)}`,
    `H ${n(r)}`,
    `A ${n(r)} ${n(r)} 0 0 1 ${point(0, height - r)}`,
    `V ${n(r)}`,
    `A ${n(r)} ${n(r)} 0 0 1 ${point(r, 0)}`,
    'Z',
  ].join(' ');
}

/** Points alternating between an outer and an inner ellipse: bursts and seals. */
function star(width: number, height: number, spikes: number, innerRatio: number): string {
  const points: [number, number][] = [];
  for (let i = 0; i < spikes * 2; i++) {
    const angle = (Math.PI * i) / spikes - Math.PI / 2;
    const ratio = i % 2 === 0 ? 1 : innerRatio;
    points.push([
      width / 2 + (width / 2) * ratio * Math.cos(angle),
      height / 2 + (height / 2) * ratio * Math.sin(angle),
    ]);
  }
  return polygon(points);
}

function ellipse(width: number, height: number): string {
  const rx = n(width / 2);
  const ry = n(height / 2);
  return `M ${point(0, height / 2)} A ${rx} ${ry} 0 1 1 ${point(width, height / 2)} A ${rx} ${ry} 0 1 1 ${point(0, height / 2)} Z`;
}

const TAIL = 0.2;

const shapes: FtextShape[] = [
  {
    id: 'rounded-box',
    name: 'Rounded box',
    shapeType: 'box',
    pathFor: (w, h) => roundedRect(w, h, Math.min(w, h) * 0.15),
  },
  { id: 'pill', name: 'Pill', shapeType: 'box', pathFor: (w, h) => roundedRect(w, h, Math.min(w, h) / 2) },
  {
    id: 'tag',
    name: 'Tag',
    shapeType: 'box',
    pathFor: (w, h) => {
      const tip = Math.min(h / 2, w * 0.3);
      return polygon([
        [0, 0],
        [w - tip, 0],
        [w, h / 2],
        [w - tip, h],
        [0, h],
      ]);
    },
  },
  {
    id: 'arrow-box',
    name: 'Arrow box',
    shapeType: 'box',
    pathFor: (w, h) => {
      const body = h * (1 - TAIL);
      return polygon([
        [0, 0],
        [w, 0],
        [w, body],
        [w * 0.6, body],
        [w * 0.5, h],
        [w * 0.4, body],
        [0, body],
      ]);
    },
  },
  {
    id: 'speech-bubble',
    name: 'Speech bubble',
    shapeType: 'bubble',
    pathFor: (w, h) => {
      const body = h * (1 - TAIL);
      const r = Math.min(w, body) * 0.15;
      return [
        `M ${point(r, 0)}`,
        `H ${n(w - r)}`,
        `A ${n(r)} ${n(r)} 0 0 1 ${point(w, r)}`,
        `V ${n(body - r)}`,
        `A ${n(r)} ${n(r)} 0 0 1 ${point(w - r, body)}`,
        `H ${n(w * 0.35)}`,
        `L ${point(w * 0.15, h)}`,
        `L ${point(w * 0.2, body)}`,
        `H ${n(r)}`,
        `A ${n(r)} ${n(r)} 0 0 1 ${point(0, body - r)}`,
        `V ${n(r)}`,
        `A ${n(r)} ${n(r)} 0 0 1 ${point(r, 0)}`,
        'Z',
      ].join(' ');
    },
  },
  {
    id: 'oval-bubble',
    name: 'Oval bubble',
    shapeType: 'bubble',
    pathFor: (w, h) => {
      const rx = w / 2;
      const ry = (h * (1 - TAIL)) / 2;
      const at = (degrees: number) => {
        const radians = (degrees * Math.PI) / 180;
        return point(rx + rx * Math.cos(radians), ry + ry * Math.sin(radians));
      };
      // The long way round from just left of the bottom to the tail's far side, then out to the tip.
      return `M ${at(100)} A ${n(rx)} ${n(ry)} 0 1 0 ${at(125)} L ${point(w * 0.1, h)} Z`;
    },
  },
  {
    id: 'cloud',
    name: 'Cloud',
    shapeType: 'bubble',
    pathFor: (w, h) => {
      const bumps = 10;
      const rx = w * 0.4;
      const ry = h * 0.36;
      const points = Array.from({ length: bumps + 1 }, (_, i) => {
        const angle = (2 * Math.PI * i) / bumps;
        return [w / 2 + rx * Math.cos(angle), h / 2 + ry * Math.sin(angle)] as const;
      });
      // Each bump is a half-circle-ish arc over the chord to the next point, bulging outwards.
      const arcs = points.slice(1).map(([x, y], i) => {
        const [px, py] = points[i] ?? [x, y];
        const r = n(Math.hypot(x - px, y - py) * 0.55);
        return `A ${r} ${r} 0 0 1 ${point(x, y)}`;
      });
      const [startX, startY] = points[0] ?? [0, 0];
      return `M ${point(startX, startY)} ${arcs.join(' ')} Z`;
    },
  },
  {
    id: 'ribbon',
    name: 'Ribbon',
    shapeType: 'ribbon',
    pathFor: (w, h) => {
      const notch = Math.min(h * 0.35, w * 0.2);
      return polygon([
        [0, 0],
        [w, 0],
        [w - notch, h / 2],
        [w, h],
        [0, h],
        [notch, h / 2],
      ]);
    },
  },
  {
    id: 'banner',
    name: 'Waving banner',
    shapeType: 'ribbon',
    pathFor: (w, h) =>
      [
        `M ${point(0, h * 0.15)}`,
        `Q ${point(w / 4, 0)} ${point(w / 2, h * 0.15)}`,
        `T ${point(w, h * 0.15)}`,
        `L ${point(w, h * 0.85)}`,
        `Q ${point((w * 3) / 4, h)} ${point(w / 2, h * 0.85)}`,
        `T ${point(0, h * 0.85)}`,
        'Z',
      ].join(' '),
  },
  {
    id: 'folded-ribbon',
    name: 'Folded ribbon',
    shapeType: 'ribbon',
    pathFor: (w, h) => {
      const end = Math.min(w * 0.15, h);
      return polygon([
        [end, 0],
        [w - end, 0],
        [w - end, h * 0.2],
        [w, h * 0.2],
        [w - end / 2, h * 0.6],
        [w, h],
        [w - end * 1.5, h],
        [w - end * 1.5, h * 0.8],
        [end * 1.5, h * 0.8],
        [end * 1.5, h],
        [0, h],
        [end / 2, h * 0.6],
        [0, h * 0.2],
        [end, h * 0.2],
      ]);
    },
  },
  { id: 'starburst', name: 'Starburst', shapeType: 'burst', pathFor: (w, h) => star(w, h, 12, 0.75) },
  { id: 'zigzag-burst', name: 'Zigzag burst', shapeType: 'burst', pathFor: (w, h) => star(w, h, 24, 0.88) },
  { id: 'circle', name: 'Circle', shapeType: 'badge', pathFor: (w, h) => ellipse(w, h) },
  {
    id: 'hexagon',
    name: 'Hexagon',
    shapeType: 'badge',
    pathFor: (w, h) =>
      polygon([
        [w * 0.25, 0],
        [w * 0.75, 0],
        [w, h / 2],
        [w * 0.75, h],
        [w * 0.25, h],
        [0, h / 2],
      ]),
  },
  { id: 'seal', name: 'Seal badge', shapeType: 'badge', pathFor: (w, h) => star(w, h, 20, 0.92) },
  {
    id: 'shield',
    name: 'Shield',
    shapeType: 'badge',
    pathFor: (w, h) =>
      [
        `M ${point(0, 0)}`,
        `H ${n(w)}`,
        `V ${n(h * 0.55)}`,
        `Q ${point(w, h * 0.85)} ${point(w / 2, h)}`,
        `Q ${point(0, h * 0.85)} ${point(0, h * 0.55)}`,
        'Z',
      ].join(' '),
  },
];

/** Sizes are sanitised once here so every generator can assume finite, non-negative numbers. */
export const FTEXT_SHAPES: readonly FtextShape[] = Object.freeze(
  shapes.map((shape) => ({ ...shape, pathFor: (w: number, h: number) => shape.pathFor(size(w), size(h)) })),
);

export const FTEXT_SHAPE_IDS = FTEXT_SHAPES.map((shape) => shape.id) as [string, ...string[]];
export const DEFAULT_FTEXT_SHAPE_ID = 'rounded-box';

export function getFtextShape(id: string): FtextShape | undefined {
  return FTEXT_SHAPES.find((shape) => shape.id === id);
}

/** The shapes of one type, or all of them when no type is chosen (the toolbar filter). */
export function shapesByType(type: FtextShapeType | null | undefined): readonly FtextShape[] {
  return type ? FTEXT_SHAPES.filter((shape) => shape.shapeType === type) : FTEXT_SHAPES;
}
