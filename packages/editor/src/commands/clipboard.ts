import type { Engine } from '../Engine';
import { reason } from './reasons';
import type { CommandDefinition } from './registry';

const hasSelection = (engine: Engine) => engine.getSelectedIds().length > 0;

/** The clipboard and Select all (issue 21); they always take their keys from the page while the canvas is on. */
export const clipboardCommands: CommandDefinition[] = [
  {
    name: 'copy',
    shortcuts: ['Mod+C'],
    selection: { count: 'some' },
    menus: { 'object-menu': { section: 'edit', rank: 10 } },
    predicate: hasSelection,
    unavailable: () => reason('reasons.no_selection'),
    perform: (engine) => void engine.copy(),
  },
  {
    name: 'cut',
    shortcuts: ['Mod+X'],
    selection: { count: 'some' },
    menus: { 'object-menu': { section: 'edit', rank: 11 } },
    predicate: hasSelection,
    unavailable: () => reason('reasons.no_selection'),
    perform: (engine) => void engine.cut(),
  },
  {
    name: 'paste',
    shortcuts: ['Mod+V'],
    menus: {
      'object-menu': { section: 'edit', rank: 12 },
      'canvas-menu': { section: 'edit', rank: 1 },
    },
    perform: (engine) => void engine.paste(),
  },
  {
    name: 'select-all',
    shortcuts: ['Mod+A'],
    menus: { 'canvas-menu': { section: 'edit', rank: 2 } },
    perform: (engine) => void engine.selectAll(),
  },
];
