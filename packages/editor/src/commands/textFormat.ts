import { TEXT_ALIGNS, TEXT_CASES, type DesignObject } from '@lienzo/core';
import type { Engine } from '../Engine';
import { TEXT_FORMATS } from '../objects/text-style/textFormat';
import { reason } from './reasons';
import type { CommandDefinition } from './registry';

function textCommand(
  name: string,
  types: readonly DesignObject['type'][],
  perform: (engine: Engine, id: string) => unknown,
  shortcuts: readonly string[] = [],
): CommandDefinition {
  return {
    name,
    shortcuts,
    // Formatting keys act on the characters selected while typing, so they run during text editing too.
    whileEditingText: true,
    selection: { count: 'one', types },
    predicate: (engine) => engine.getSelectionOf(types) !== null,
    unavailable: () => reason('reasons.select_text'),
    perform: (engine) => {
      const id = engine.getSelectionOf(types);
      if (id !== null) void perform(engine, id);
    },
  };
}

const FORMAT_SHORTCUTS: Record<(typeof TEXT_FORMATS)[number], string[]> = {
  bold: ['Mod+B'],
  italic: ['Mod+I'],
  underline: ['Mod+U'],
  strikethrough: ['Mod+Shift+X'],
};

/** The text toolbar's formatting (issue 21): formats, alignment, case and lists of the selected text. */
export const textFormatCommands: CommandDefinition[] = [
  ...TEXT_FORMATS.map((format) =>
    textCommand(
      `text-${format}`,
      ['pz-text'],
      (engine, id) => engine.toggleTextFormat(id, format),
      FORMAT_SHORTCUTS[format],
    ),
  ),
  ...TEXT_ALIGNS.map((align) =>
    textCommand(
      `text-align-${align}`,
      align === 'justify' ? ['pz-text'] : ['pz-text', 'pz-ftext'],
      (engine, id) => engine.setTextAlign(id, align),
    ),
  ),
  ...TEXT_CASES.map((to) =>
    textCommand(`text-case-${to}`, ['pz-text', 'pz-ftext'], (engine, id) => engine.changeTextCase(id, to)),
  ),
  textCommand('text-list-bullet', ['pz-text'], (engine, id) => engine.toggleTextList(id, 'bullet')),
  textCommand('text-list-number', ['pz-text'], (engine, id) => engine.toggleTextList(id, 'number')),
];
