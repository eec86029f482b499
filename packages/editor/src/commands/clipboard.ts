import type { Engine } from '../Engine';
import { reason } from './reasons';
import type { CommandDefinition } from './registry';

const hasSelection = (engine: Engine) => engine.getSelectedIds().length > 0;

/** The clipboard and Select all (issue 21); they always take their keys from the page while the canvas is on. */
export const clipboardCommands: CommandDefinition[] = [
  {
    name: 'copy',
    labelKey: 'commands.copy',
    shortcuts: ['Mod+C'],
    predicate: hasSelection,
    unavailable: () => reason('reasons.no_selection'),
    perform: (engine) => void engine.copy(),
  },
  {
    name: 'cut',
    labelKey: 'commands.cut',
    shortcuts: ['Mod+X'],
    predicate: hasSelection,
    unavailable: () => reason('reasons.no_selection'),
    perform: (engine) => void engine.cut(),
  },
  {
    name: 'paste',
    labelKey: 'commands.paste',
    shortcuts: ['Mod+V'],
    perform: (engine) => void engine.paste(),
  },
  {
    name: 'select-all',
    labelKey: 'commands.select-all',
    shortcuts: ['Mod+A'],
    perform: (engine) => void engine.selectAll(),
  },
];
