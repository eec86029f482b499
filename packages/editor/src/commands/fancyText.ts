import type { Engine } from '../Engine';
import { reason } from './reasons';
import type { CommandDefinition } from './registry';

function fancyTextCommand(name: string, perform: (engine: Engine, id: string) => void): CommandDefinition {
  return {
    name,
    shortcuts: [],
    selection: { count: 'one', types: ['pz-ftext'] },
    predicate: (engine) => engine.getSelectionOf(['pz-ftext']) !== null,
    unavailable: () => reason('reasons.select_fancy_text'),
    perform: (engine) => {
      const id = engine.getSelectionOf(['pz-ftext']);
      if (id !== null) perform(engine, id);
    },
  };
}

/** The fancy-text toolbar's buttons (SPEC §2), acting on the selected fancy text. */
export const fancyTextCommands: CommandDefinition[] = [
  fancyTextCommand('fancy-text-spacing', (engine, id) => engine.cycleFancySpacing(id)),
  fancyTextCommand('fancy-text-alignment', (engine, id) => engine.cycleFancyAlignment(id)),
  fancyTextCommand('fancy-text-wrapping', (engine, id) => engine.toggleFancyWrapping(id)),
];
