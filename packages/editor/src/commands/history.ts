import { reason } from './reasons';
import type { CommandDefinition } from './registry';

export const historyCommands: CommandDefinition[] = [
  {
    name: 'undo',
    shortcuts: ['Mod+Z'],
    predicate: (engine) => engine.canUndo,
    unavailable: () => reason('reasons.nothing_to_undo'),
    perform: (engine) => engine.undo(),
  },
  {
    name: 'redo',
    shortcuts: ['Mod+Shift+Z', 'Mod+Y'],
    predicate: (engine) => engine.canRedo,
    unavailable: () => reason('reasons.nothing_to_redo'),
    perform: (engine) => engine.redo(),
  },
];
