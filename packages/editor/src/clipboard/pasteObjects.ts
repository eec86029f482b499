import { round2, type DesignObject } from '@lienzo/core';
import { newObjectId } from '../ids';
import { regroupCopies } from '../operations/groups';

interface Box {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

function boundsOf(objects: readonly DesignObject[]): Box {
  return {
    left: Math.min(...objects.map((object) => object.left)),
    top: Math.min(...objects.map((object) => object.top)),
    right: Math.max(...objects.map((object) => object.left + object.width * object.scaleX)),
    bottom: Math.max(...objects.map((object) => object.top + object.height * object.scaleY)),
  };
}

/**
 * Copies of pasted objects ready to add: new ids (and new group ids, so a pasted group is a group of its
 * own), moved by `offset`; when they would land wholly off a `canvas` of another size, they are centred
 * on it instead, keeping their arrangement.
 */
export function placePasted(
  objects: readonly DesignObject[],
  offset: number,
  canvas: { width: number; height: number },
): DesignObject[] {
  const box = boundsOf(objects);
  let dx = offset;
  let dy = offset;
  const outside =
    box.right + dx <= 0 ||
    box.bottom + dy <= 0 ||
    box.left + dx >= canvas.width ||
    box.top + dy >= canvas.height;
  if (outside) {
    dx = (canvas.width - (box.right - box.left)) / 2 - box.left;
    dy = (canvas.height - (box.bottom - box.top)) / 2 - box.top;
  }
  return regroupCopies(
    objects.map((object) => ({
      ...structuredClone(object),
      id: newObjectId(),
      left: round2(object.left + dx),
      top: round2(object.top + dy),
    })),
    newObjectId,
  );
}
