import type { CommandDefinition } from './registry';

export const historyCommands: CommandDefinition[] = [
  {
    name: 'undo',
    labelKey: 'commands.undo',
    shortcuts: ['Mod+Z'],
    predicate: (engine) => engine.canUndo,
    perform: (engine) => engine.undo(),
  },
  {
    name: 'redo',
    labelKey: 'commands.redo',
    shortcuts: ['Mod+Shift+Z', 'Mod+Y'],
    predicate: (engine) => engine.canRedo,
    perform: (engine) => engine.redo(),
  },
];
