import { MAX_GROUP_DEPTH } from '@lienzo/core';
import { reason } from './reasons';
import type { CommandDefinition } from './registry';

/** Grouping of the selected layers (Excalidraw's actionGroup / actionUngroup). */
export const groupCommands: CommandDefinition[] = [
  {
    name: 'group',
    shortcuts: ['Mod+G'],
    selection: { count: 'some' },
    menus: { 'object-menu': { section: 'group', rank: 40 } },
    predicate: (engine) => engine.canGroup,
    // The key is one of reasons.group_two, reasons.group_depth and reasons.already_group.
    unavailable: (engine) => ({
      key: `reasons.${engine.groupRefusal ?? 'group_two'}`,
      values: { count: MAX_GROUP_DEPTH },
    }),
    perform: (engine) => engine.group(),
  },
  {
    name: 'ungroup',
    shortcuts: ['Mod+Shift+G'],
    selection: { count: 'some' },
    menus: { 'object-menu': { section: 'group', rank: 41 } },
    predicate: (engine) => engine.canUngroup,
    unavailable: () => reason('reasons.not_grouped'),
    perform: (engine) => engine.ungroup(),
  },
];
