import type { Engine } from '../Engine';
import type { AlignEdge, DistributeAxis } from '../operations/align';
import { reason, selectionReason } from './reasons';
import type { CommandDefinition } from './registry';

const EDGES: readonly AlignEdge[] = ['left', 'centre', 'right', 'top', 'middle', 'bottom'];
const AXES: readonly DistributeAxis[] = ['horizontal', 'vertical'];

/** Align to the page (one object) or to each other (several), distribute and tidy the selection. */
export const alignCommands: CommandDefinition[] = [
  ...EDGES.map((edge, index): CommandDefinition => ({
    name: `align-${edge}`,
    selection: { count: 'some' },
    menus: { 'align-menu': { section: 'align', rank: index } },
    // A locked layer stays where it is.
    predicate: (engine: Engine) => engine.hasLocked(false),
    unavailable: selectionReason,
    perform: (engine: Engine) => engine.align(edge),
  })),
  ...AXES.map((axis, index): CommandDefinition => ({
    name: `distribute-${axis}`,
    selection: { count: 'several' },
    menus: { 'align-menu': { section: 'arrange', rank: 10 + index } },
    predicate: (engine: Engine) => engine.canDistribute,
    unavailable: () => reason('reasons.distribute_three'),
    perform: (engine: Engine) => engine.distribute(axis),
  })),
  {
    name: 'tidy',
    selection: { count: 'several' },
    menus: { 'align-menu': { section: 'arrange', rank: 12 } },
    predicate: (engine) => engine.canTidy,
    unavailable: () => reason('reasons.tidy_two'),
    perform: (engine) => engine.tidy(),
  },
];
