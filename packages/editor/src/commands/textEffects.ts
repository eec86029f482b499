import { TEXT_EFFECT_DEFAULTS, TEXT_EFFECT_NAMES, type TextEffectName } from '@lienzo/core';
import { reason } from './reasons';
import type { CommandDefinition } from './registry';

/** Switches an effect of the selected text on (with its defaults) or off; one undo step. */
function toggleEffectCommand(effect: TextEffectName): CommandDefinition {
  const name = `text-${effect}`;
  return {
    name,
    shortcuts: [],
    selection: { count: 'one', types: ['pz-text'] },
    predicate: (engine) => engine.getSelectionOf(['pz-text']) !== null,
    unavailable: () => reason('reasons.select_text'),
    perform: (engine) => {
      const id = engine.getSelectionOf(['pz-text']);
      if (id === null) return;
      const on = engine.getTextEffect(id, effect) !== null;
      engine.setTextEffects(id, { [effect]: on ? null : TEXT_EFFECT_DEFAULTS[effect] });
    },
  };
}

/** The Effects section of the text toolbar: outline, shadow, curve and highlight, each on or off. */
export const textEffectCommands: CommandDefinition[] = TEXT_EFFECT_NAMES.map(toggleEffectCommand);
