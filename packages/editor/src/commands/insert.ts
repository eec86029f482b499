import { stickerExistsCode } from '@lienzo/core';
import { payloadCommand, type CommandDefinition } from './registry';

/**
 * The drawers' inserts (texts, pictures, SVGs, fancy texts, stickers), each selected once added, and the
 * insert of any registered type from its defaults (an insert menu's entry for a type without an adding method).
 */
export const insertCommands: CommandDefinition<unknown>[] = [
  payloadCommand({
    name: 'add-text',
    perform: (engine, { role, text, style }) => engine.addText(role, text, style),
  }),
  payloadCommand({
    name: 'add-image',
    perform: (engine, { src, ...options }) => engine.addImage(src, options),
  }),
  payloadCommand({
    name: 'add-vector',
    perform: (engine, { src, ...options }) => engine.addVector(src, options),
  }),
  payloadCommand({
    name: 'add-illustration',
    perform: (engine, { src, ...options }) => engine.addIllustration(src, options),
  }),
  payloadCommand({
    name: 'add-fancy-text',
    perform: (engine, { text, shapeId }) => engine.addFancyText(text, shapeId),
  }),
  payloadCommand({
    name: 'add-sticker',
    // A design holds one hashtag, location, poll, question and slider (SPEC §5): a second is refused.
    refusal: (engine, { kind }) => {
      const code = stickerExistsCode(engine.getObjects(), kind);
      return code ? `instagram.alerts.${code}` : null;
    },
    perform: (engine, sticker) => engine.addSticker(sticker.kind, sticker.props),
  }),
  payloadCommand({
    name: 'insert-object',
    labelKey: 'commands.insert-object',
    perform: (engine, { type, props, at }) => engine.insertObject(type, props, at),
  }),
];
