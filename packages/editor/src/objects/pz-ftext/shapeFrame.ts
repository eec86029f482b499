/** Where the text sits inside a fancy-text shape and how big the shape must be to hold it. */
export interface ShapeFrame {
  width: number;
  height: number;
  /** Top-left corner of the text's own box inside the shape. */
  textX: number;
  textY: number;
}

/** Share of the shape's width and height left free around the text: tails, points, round edges. */
interface Insets {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

const even = (inset: number): Insets => ({ left: inset, top: inset, right: inset, bottom: inset });
/** A rectangle inscribed in an ellipse spans 1/√2 of each axis. */
const INSCRIBED = Math.SQRT1_2;
const inEllipse = (ratio: number) => even((1 - ratio * INSCRIBED) / 2);

const INSETS: Record<string, Insets> = {
  'arrow-box': { left: 0, top: 0, right: 0, bottom: 0.2 },
  'speech-bubble': { left: 0, top: 0, right: 0, bottom: 0.2 },
  'oval-bubble': { left: 0.146, top: 0.117, right: 0.146, bottom: 0.317 },
  cloud: { left: 0.217, top: 0.245, right: 0.217, bottom: 0.245 },
  ribbon: { left: 0.12, top: 0, right: 0.12, bottom: 0 },
  banner: { left: 0, top: 0.15, right: 0, bottom: 0.15 },
  'folded-ribbon': { left: 0.15, top: 0, right: 0.15, bottom: 0.2 },
  starburst: inEllipse(0.75),
  'zigzag-burst': inEllipse(0.88),
  circle: inEllipse(1),
  hexagon: { left: 0.2, top: 0.1, right: 0.2, bottom: 0.1 },
  seal: inEllipse(0.92),
  shield: { left: 0.05, top: 0.05, right: 0.05, bottom: 0.3 },
};

/**
 * The shape box around a text of `textWidth` × `textHeight` with `padding` on every side. Pills and tags
 * grow by their height (their round ends and point), the other shapes by a share of their size.
 */
export function shapeFrameFor(
  shapeId: string,
  textWidth: number,
  textHeight: number,
  padding: number,
): ShapeFrame {
  const innerWidth = textWidth + 2 * padding;
  const innerHeight = textHeight + 2 * padding;
  if (shapeId === 'pill') {
    return {
      width: innerWidth + innerHeight,
      height: innerHeight,
      textX: innerHeight / 2 + padding,
      textY: padding,
    };
  }
  if (shapeId === 'tag') {
    return { width: innerWidth + innerHeight / 2, height: innerHeight, textX: padding, textY: padding };
  }
  const insets = INSETS[shapeId] ?? even(0);
  const width = innerWidth / (1 - insets.left - insets.right);
  const height = innerHeight / (1 - insets.top - insets.bottom);
  return { width, height, textX: insets.left * width + padding, textY: insets.top * height + padding };
}
