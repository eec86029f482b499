import type { Engine } from '../Engine';
import { reason } from './reasons';
import type { CommandDefinition } from './registry';

/** The target a layers-panel row names, else the selection. */
const targetOf = (engine: Engine, target?: readonly string[]) => target ?? engine.getSelectedIds();

/** Nothing to lock or hide, else every layer of the target is already as the command would leave it. */
const stateReason = (engine: Engine, target: readonly string[] | undefined, key: string) =>
  reason(targetOf(engine, target).length === 0 ? 'reasons.no_selection' : key);

/**
 * Lock and hide (issue 21), from the layers panel's row buttons, the context menu, the locked toolbar and the
 * keyboard; each applies when some of its layers would change.
 */
export const layerStateCommands: CommandDefinition[] = [
  {
    name: 'lock',
    shortcuts: ['Alt+Shift+L'],
    selection: { count: 'some' },
    menus: { 'object-menu': { section: 'state', rank: 20 } },
    predicate: (engine, target) => engine.hasLocked(false, targetOf(engine, target)),
    unavailable: (engine, target) => stateReason(engine, target, 'reasons.all_locked'),
    perform: (engine, target) => engine.setLocked(true, targetOf(engine, target)),
  },
  {
    name: 'unlock',
    selection: { count: 'some' },
    menus: { 'object-menu': { section: 'state', rank: 21 } },
    predicate: (engine, target) => engine.hasLocked(true, targetOf(engine, target)),
    unavailable: (engine, target) => stateReason(engine, target, 'reasons.none_locked'),
    perform: (engine, target) => engine.setLocked(false, targetOf(engine, target)),
  },
  {
    name: 'hide',
    selection: { count: 'some' },
    predicate: (engine, target) => engine.hasHidden(false, targetOf(engine, target)),
    unavailable: (engine, target) => stateReason(engine, target, 'reasons.all_hidden'),
    perform: (engine, target) => engine.setHidden(true, targetOf(engine, target)),
  },
  {
    name: 'show',
    selection: { count: 'some' },
    predicate: (engine, target) => engine.hasHidden(true, targetOf(engine, target)),
    unavailable: (engine, target) => stateReason(engine, target, 'reasons.none_hidden'),
    perform: (engine, target) => engine.setHidden(false, targetOf(engine, target)),
  },
];
