/** The geometry fields every object record carries (DESIGN.md §3). */
export interface ObjectGeometry {
  left: number;
  top: number;
  width: number;
  height: number;
  scaleX: number;
  scaleY: number;
  angle: number;
}

export interface Box {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

/**
 * The centre of an object on the canvas. `left`/`top` is its rotated top-left corner, so the centre is half
 * the scaled box away along the rotated axes.
 */
export function objectCentre(object: ObjectGeometry): { x: number; y: number } {
  const width = object.width * object.scaleX;
  const height = object.height * object.scaleY;
  const radians = (object.angle * Math.PI) / 180;
  return {
    x: object.left + (width / 2) * Math.cos(radians) - (height / 2) * Math.sin(radians),
    y: object.top + (width / 2) * Math.sin(radians) + (height / 2) * Math.cos(radians),
  };
}

/** The upright box around an object as drawn, rotation included, in canvas pixels. */
export function objectBox(object: ObjectGeometry): Box {
  const width = object.width * object.scaleX;
  const height = object.height * object.scaleY;
  const radians = (object.angle * Math.PI) / 180;
  const cos = Math.cos(radians);
  const sin = Math.sin(radians);
  const corners = [
    [0, 0],
    [width, 0],
    [width, height],
    [0, height],
  ].map(([x = 0, y = 0]) => ({ x: object.left + x * cos - y * sin, y: object.top + x * sin + y * cos }));
  const xs = corners.map((corner) => corner.x);
  const ys = corners.map((corner) => corner.y);
  return { left: Math.min(...xs), top: Math.min(...ys), right: Math.max(...xs), bottom: Math.max(...ys) };
}
