import { TEXT_EFFECT_DEFAULTS, TEXT_EFFECT_NAMES, type TextEffectName } from '@lienzo/core';
import type { Engine } from '../Engine';
import { reason } from './reasons';
import type { CommandDefinition } from './registry';

/** The one selected text, or null. */
function selectedText(engine: Engine): string | null {
  const id = engine.getSelection();
  return id !== null && engine.getObject(id)?.type === 'pz-text' ? id : null;
}

/** Switches an effect of the selected text on (with its defaults) or off; one undo step. */
function toggleEffectCommand(effect: TextEffectName): CommandDefinition {
  const name = `text-${effect}`;
  return {
    name,
    shortcuts: [],
    selection: { count: 'one', types: ['pz-text'] },
    predicate: (engine) => selectedText(engine) !== null,
    unavailable: () => reason('reasons.select_text'),
    perform: (engine) => {
      const id = selectedText(engine);
      if (id === null) return;
      const on = engine.getTextEffect(id, effect) !== null;
      engine.setTextEffects(id, { [effect]: on ? null : TEXT_EFFECT_DEFAULTS[effect] });
    },
  };
}

/** The Effects section of the text toolbar: outline, shadow, curve and highlight, each on or off. */
export const textEffectCommands: CommandDefinition[] = TEXT_EFFECT_NAMES.map(toggleEffectCommand);
