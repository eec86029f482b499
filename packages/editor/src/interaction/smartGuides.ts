import { CANVAS } from '@lienzo/core';
import type { Bounds } from '../geometry/bounds';
import { NO_GUIDES, type CentreGuides } from './guides';

/**
 * Smart guides (issue 21): a box being moved or resized snaps its edges and centre to the edges and centres
 * of the other objects, to the canvas centre lines (SPEC §4), and to equal spacing between neighbours in
 * its row or column. Pure geometry in layout units; the Fabric layer applies and draws the result.
 */

/** A line an edge or centre was snapped to: `axis` 'x' is a vertical line at x = `at`, from `from` to `to`. */
export interface GuideLine {
  axis: 'x' | 'y';
  at: number;
  from: number;
  to: number;
}

/** Equal gaps along `axis`, each drawn across at `across` (on the other axis). */
export interface SpacingMark {
  axis: 'x' | 'y';
  gaps: { from: number; to: number; across: number }[];
}

export interface SmartGuides {
  /** The canvas centre lines, drawn across the whole canvas (SPEC §4). */
  centre: CentreGuides;
  lines: GuideLine[];
  spacings: SpacingMark[];
}

export const NO_SMART_GUIDES: SmartGuides = { centre: NO_GUIDES, lines: [], spacings: [] };

/** Which edges of the box may move: all of them for a move, the dragged ones for a resize. */
export interface MovingEdges {
  start: boolean;
  middle: boolean;
  end: boolean;
}

const WHOLE: MovingEdges = { start: true, middle: true, end: true };

interface Span {
  start: number;
  end: number;
}

type Axis = 'x' | 'y';

const along = (bounds: Bounds, axis: Axis): Span =>
  axis === 'x' ? { start: bounds.left, end: bounds.right } : { start: bounds.top, end: bounds.bottom };

const overlaps = (a: Span, b: Span) => a.start < b.end && b.start < a.end;

/** One way the box could snap on one axis: by `delta`, giving this line, spacing or centre line. */
interface Candidate {
  delta: number;
  /** A line at this position, through the box and the other object spanning `other` on the cross axis. */
  line?: { at: number; other: Span };
  spacing?: { gaps: Span[]; others: Span[] };
  canvasCentre?: boolean;
}

function edgeCandidates(
  moving: Span,
  edges: MovingEdges,
  others: readonly Bounds[],
  axis: Axis,
): Candidate[] {
  const cross: Axis = axis === 'x' ? 'y' : 'x';
  const points = pointsOf(moving, edges);
  const candidates: Candidate[] = [];
  for (const other of others) {
    const span = along(other, axis);
    for (const target of [span.start, (span.start + span.end) / 2, span.end]) {
      for (const point of points) {
        candidates.push({ delta: target - point, line: { at: target, other: along(other, cross) } });
      }
    }
  }
  return candidates;
}

function pointsOf(span: Span, edges: MovingEdges): number[] {
  return [
    ...(edges.start ? [span.start] : []),
    ...(edges.middle ? [(span.start + span.end) / 2] : []),
    ...(edges.end ? [span.end] : []),
  ];
}

/**
 * Equal spacing with the neighbours in the box's row (or column): centred in the space between two of
 * them, or one gap after or before a pair that is already that far apart.
 */
function spacingCandidates(
  moving: Span,
  movingCross: Span,
  others: readonly Bounds[],
  axis: Axis,
): Candidate[] {
  const cross: Axis = axis === 'x' ? 'y' : 'x';
  const row = others
    .filter((other) => overlaps(along(other, cross), movingCross))
    .map((other) => ({ span: along(other, axis), cross: along(other, cross) }))
    .filter(({ span }) => !overlaps(span, moving))
    .sort((a, b) => a.span.start - b.span.start);
  const size = moving.end - moving.start;
  const candidates: Candidate[] = [];
  for (let index = 0; index + 1 < row.length; index += 1) {
    const a = row[index]!;
    const b = row[index + 1]!;
    const gap = b.span.start - a.span.end;
    if (gap <= 0) continue;
    const between = (a.span.end + b.span.start - size) / 2;
    if (between >= a.span.end) {
      candidates.push({
        delta: between - moving.start,
        spacing: {
          gaps: [
            { start: a.span.end, end: between },
            { start: between + size, end: b.span.start },
          ],
          others: [a.cross, b.cross],
        },
      });
    }
    const after = b.span.end + gap;
    candidates.push({
      delta: after - moving.start,
      spacing: {
        gaps: [
          { start: a.span.end, end: b.span.start },
          { start: b.span.end, end: after },
        ],
        others: [a.cross, b.cross],
      },
    });
    const before = a.span.start - gap;
    candidates.push({
      delta: before - moving.end,
      spacing: {
        gaps: [
          { start: before, end: a.span.start },
          { start: a.span.end, end: b.span.start },
        ],
        others: [a.cross, b.cross],
      },
    });
  }
  return candidates;
}

/** The nearest candidate within the threshold and every other that snaps by the same amount. */
function chosen(candidates: readonly Candidate[], threshold: number): Candidate[] {
  let best: number | null = null;
  for (const { delta } of candidates) {
    if (Math.abs(delta) <= threshold && (best === null || Math.abs(delta) < Math.abs(best))) best = delta;
  }
  if (best === null) return [];
  return candidates.filter(({ delta }) => Math.abs(delta - best) < 0.01);
}

function snapAxis(
  moving: Bounds,
  edges: MovingEdges,
  others: readonly Bounds[],
  axis: Axis,
  layoutSize: number,
  threshold: number,
): Candidate[] {
  const span = along(moving, axis);
  const cross = along(moving, axis === 'x' ? 'y' : 'x');
  const candidates = edgeCandidates(span, edges, others, axis);
  if (edges.middle) {
    candidates.push({ delta: layoutSize / 2 - (span.start + span.end) / 2, canvasCentre: true });
    candidates.push(...spacingCandidates(span, cross, others, axis));
  }
  return chosen(candidates, threshold);
}

/**
 * Where a moving box snaps: the shift (dx, dy) to apply and the guides to show. `edges` limits which of its
 * edges may snap on each axis (a resize moves only the dragged edges).
 */
export function snapBox(
  moving: Bounds,
  others: readonly Bounds[],
  layout: { width: number; height: number },
  edges: { x: MovingEdges; y: MovingEdges } = { x: WHOLE, y: WHOLE },
  threshold: number = CANVAS.snapThreshold,
): { dx: number; dy: number; guides: SmartGuides } {
  const xs = snapAxis(moving, edges.x, others, 'x', layout.width, threshold);
  const ys = snapAxis(moving, edges.y, others, 'y', layout.height, threshold);
  const dx = xs[0]?.delta ?? 0;
  const dy = ys[0]?.delta ?? 0;
  const snapped = {
    left: moving.left + dx,
    right: moving.right + dx,
    top: moving.top + dy,
    bottom: moving.bottom + dy,
  };
  const guides: SmartGuides = {
    centre: { vertical: xs.some((c) => c.canvasCentre), horizontal: ys.some((c) => c.canvasCentre) },
    lines: [...linesOf(xs, 'x', snapped), ...linesOf(ys, 'y', snapped)],
    spacings: [...spacingsOf(xs, 'x', snapped), ...spacingsOf(ys, 'y', snapped)],
  };
  return { dx, dy, guides };
}

function linesOf(candidates: readonly Candidate[], axis: Axis, snapped: Bounds): GuideLine[] {
  const cross = along(snapped, axis === 'x' ? 'y' : 'x');
  return candidates.flatMap(({ line }) =>
    line
      ? [
          {
            axis,
            at: line.at,
            from: Math.min(cross.start, line.other.start),
            to: Math.max(cross.end, line.other.end),
          },
        ]
      : [],
  );
}

function spacingsOf(candidates: readonly Candidate[], axis: Axis, snapped: Bounds): SpacingMark[] {
  const cross = along(snapped, axis === 'x' ? 'y' : 'x');
  return candidates.flatMap(({ spacing }) => {
    if (!spacing) return [];
    // Drawn across the middle of what the box shares with its neighbours on the other axis.
    const shared = spacing.others.reduce(
      (span, other) => ({ start: Math.max(span.start, other.start), end: Math.min(span.end, other.end) }),
      cross,
    );
    const across =
      shared.start < shared.end ? (shared.start + shared.end) / 2 : (cross.start + cross.end) / 2;
    return [{ axis, gaps: spacing.gaps.map((gap) => ({ from: gap.start, to: gap.end, across })) }];
  });
}
