import type { CommandDefinition } from './registry';

/** Grouping of the selected layers (Excalidraw's actionGroup / actionUngroup). */
export const groupCommands: CommandDefinition[] = [
  {
    name: 'group',
    labelKey: 'commands.group',
    shortcuts: ['Mod+G'],
    predicate: (engine) => engine.canGroup,
    perform: (engine) => engine.group(),
  },
  {
    name: 'ungroup',
    labelKey: 'commands.ungroup',
    shortcuts: ['Mod+Shift+G'],
    predicate: (engine) => engine.canUngroup,
    perform: (engine) => engine.ungroup(),
  },
];
