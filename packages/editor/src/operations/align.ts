import { outermostGroupOf, round2, type DesignObject } from '@lienzo/core';
import { boundsOf, unionOf, type Bounds } from '../geometry/bounds';
import type { TransactionDraft } from '../store/transaction';

export type AlignEdge = 'left' | 'centre' | 'right' | 'top' | 'middle' | 'bottom';
export type DistributeAxis = 'horizontal' | 'vertical';

/** Space left between the cells when objects are tidied into a grid, in layout units. */
export const TIDY_GAP = 20;

/** One thing that moves as a whole: a lone object, or every member of a group. */
interface Unit {
  ids: string[];
  bounds: Bounds;
}

/**
 * The selection as whole units, bottom to top (a group is one unit, as it is one thing to the user); locked
 * layers are left where they are.
 */
export function selectedUnits(objects: readonly DesignObject[], selection: readonly string[]): Unit[] {
  const selected = new Set(selection);
  const byKey = new Map<string, DesignObject[]>();
  for (const object of objects) {
    if (!selected.has(object.id) || object.locked) continue;
    const key = outermostGroupOf(object) ?? `object:${object.id}`;
    byKey.set(key, [...(byKey.get(key) ?? []), object]);
  }
  return [...byKey.values()].map((members) => ({
    ids: members.map((member) => member.id),
    bounds: unionOf(members.map(boundsOf)),
  }));
}

function moveUnit(draft: TransactionDraft, unit: Unit, dx: number, dy: number): void {
  if (Math.abs(dx) < 0.005 && Math.abs(dy) < 0.005) return;
  for (const id of unit.ids) {
    const object = draft.document.objects.find((candidate) => candidate.id === id);
    if (object) draft.updateObject(id, { left: round2(object.left + dx), top: round2(object.top + dy) });
  }
}

function offsetTo(edge: AlignEdge, bounds: Bounds, target: Bounds): { dx: number; dy: number } {
  switch (edge) {
    case 'left':
      return { dx: target.left - bounds.left, dy: 0 };
    case 'centre':
      return { dx: (target.left + target.right - bounds.left - bounds.right) / 2, dy: 0 };
    case 'right':
      return { dx: target.right - bounds.right, dy: 0 };
    case 'top':
      return { dx: 0, dy: target.top - bounds.top };
    case 'middle':
      return { dx: 0, dy: (target.top + target.bottom - bounds.top - bounds.bottom) / 2 };
    case 'bottom':
      return { dx: 0, dy: target.bottom - bounds.bottom };
  }
}

/**
 * Lines the selection up on one edge or centre line: a single object (or group) against the page, several
 * against the box around them all. Turned objects align by the upright box around them.
 */
export function alignSelected(draft: TransactionDraft, edge: AlignEdge): void {
  const units = selectedUnits(draft.document.objects, draft.selection);
  if (units.length === 0) return;
  const { width, height } = draft.document.layout;
  const target =
    units.length === 1
      ? { left: 0, top: 0, right: width, bottom: height }
      : unionOf(units.map((unit) => unit.bounds));
  for (const unit of units) {
    const { dx, dy } = offsetTo(edge, unit.bounds, target);
    moveUnit(draft, unit, dx, dy);
  }
}

/** Spreads three or more units so the gaps between them are equal; the outermost two stay where they are. */
export function distributeSelected(draft: TransactionDraft, axis: DistributeAxis): void {
  const units = selectedUnits(draft.document.objects, draft.selection);
  if (units.length < 3) return;
  const [start, end] = axis === 'horizontal' ? (['left', 'right'] as const) : (['top', 'bottom'] as const);
  const sorted = [...units].sort((a, b) => a.bounds[start] - b.bounds[start]);
  const first = sorted[0]!.bounds[start];
  const last = Math.max(...sorted.map((unit) => unit.bounds[end]));
  const sizes = sorted.reduce((sum, unit) => sum + unit.bounds[end] - unit.bounds[start], 0);
  const gap = (last - first - sizes) / (sorted.length - 1);
  let cursor = first;
  for (const unit of sorted) {
    const shift = cursor - unit.bounds[start];
    moveUnit(draft, unit, axis === 'horizontal' ? shift : 0, axis === 'horizontal' ? 0 : shift);
    cursor += unit.bounds[end] - unit.bounds[start] + gap;
  }
}

/**
 * Arranges two or more units into a near-square grid in reading order (top to bottom, then left to right),
 * each centred in an equal cell, the grid starting at the top-left of the box around them.
 */
export function tidySelected(draft: TransactionDraft): void {
  const units = selectedUnits(draft.document.objects, draft.selection);
  if (units.length < 2) return;
  const around = unionOf(units.map((unit) => unit.bounds));
  const columns = Math.ceil(Math.sqrt(units.length));
  const cellWidth = Math.max(...units.map((unit) => unit.bounds.right - unit.bounds.left));
  const cellHeight = Math.max(...units.map((unit) => unit.bounds.bottom - unit.bounds.top));
  const centreY = (unit: Unit) => (unit.bounds.top + unit.bounds.bottom) / 2;
  const centreX = (unit: Unit) => (unit.bounds.left + unit.bounds.right) / 2;
  const rowsFirst = [...units].sort((a, b) => centreY(a) - centreY(b));
  const ordered: Unit[] = [];
  for (let row = 0; row * columns < rowsFirst.length; row += 1) {
    ordered.push(
      ...rowsFirst.slice(row * columns, (row + 1) * columns).sort((a, b) => centreX(a) - centreX(b)),
    );
  }
  ordered.forEach((unit, index) => {
    const cellLeft = around.left + (index % columns) * (cellWidth + TIDY_GAP);
    const cellTop = around.top + Math.floor(index / columns) * (cellHeight + TIDY_GAP);
    const dx = cellLeft + cellWidth / 2 - centreX(unit);
    const dy = cellTop + cellHeight / 2 - centreY(unit);
    moveUnit(draft, unit, dx, dy);
  });
}
