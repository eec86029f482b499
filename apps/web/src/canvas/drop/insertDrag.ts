/**
 * Drag to insert (SPEC §2 drawers "drag or click to insert"): a drawer item carries what to insert under
 * a type of our own, so the browser never treats it as a link or file to open, and foreign drops (files
 * from the desktop, text, links) are told apart and ignored.
 */
export const INSERT_DRAG_TYPE = 'application/x-lienzo-insert';

export type InsertKind = 'image' | 'vector' | 'illustration';

export interface InsertItem {
  kind: InsertKind;
  /** The picture or SVG, as the drawer would insert it on a click. */
  src: string;
  /** The layer's name, as the drawer shows the item in the interface language. */
  name?: string;
}

const KINDS: readonly string[] = ['image', 'vector', 'illustration'] satisfies InsertKind[];
const MAX_SRC_LENGTH = 2048;
const MAX_NAME_LENGTH = 100;

/** Puts `item` on a drag that starts at a drawer item. */
export function startInsertDrag(dataTransfer: DataTransfer, item: InsertItem): void {
  dataTransfer.setData(INSERT_DRAG_TYPE, JSON.stringify(item));
  dataTransfer.effectAllowed = 'copy';
}

/** Whether a drag carries one of our drawer items (its data can only be read on drop). */
export function carriesInsertItem(types: readonly string[]): boolean {
  return types.includes(INSERT_DRAG_TYPE);
}

/** The drawer item a drop carries, or null for anything else or anything malformed. */
export function readInsertItem(data: string): InsertItem | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(data);
  } catch {
    return null;
  }
  if (typeof parsed !== 'object' || parsed === null) return null;
  const { kind, src, name } = parsed as Record<string, unknown>;
  if (typeof kind !== 'string' || !KINDS.includes(kind)) return null;
  if (typeof src !== 'string' || src.length === 0 || src.length > MAX_SRC_LENGTH) return null;
  const item: InsertItem = { kind: kind as InsertKind, src };
  if (typeof name === 'string' && name.length > 0 && name.length <= MAX_NAME_LENGTH) item.name = name;
  return item;
}

/**
 * Where a drop lands on the design, in layout units: the pointer's distance from the canvas element's
 * top-left corner on screen (which already accounts for the page's scroll) over the zoom it is shown at.
 * Null when the pointer is outside the canvas.
 */
export function dropPoint(
  pointer: { clientX: number; clientY: number },
  canvas: { left: number; top: number; width: number; height: number },
  scale: number,
): { x: number; y: number } | null {
  const dx = pointer.clientX - canvas.left;
  const dy = pointer.clientY - canvas.top;
  if (!(scale > 0) || dx < 0 || dy < 0 || dx > canvas.width || dy > canvas.height) return null;
  return { x: dx / scale, y: dy / scale };
}
