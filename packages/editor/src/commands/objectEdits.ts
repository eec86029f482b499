import { payloadCommand, type CommandDefinition } from './registry';

/** The object toolbars' edits of one named object (its sliders, pickers and fields). */
export const objectEditCommands: CommandDefinition<unknown>[] = [
  payloadCommand({
    name: 'update-object',
    perform: (engine, { id, patch, merge }) => engine.updateObject(id, patch, { merge }),
  }),
  payloadCommand({
    name: 'update-sticker',
    perform: (engine, { id, patch }) => engine.updateSticker(id, patch),
  }),
  payloadCommand({
    name: 'update-fancy-text',
    perform: (engine, { id, patch }) => engine.updateFancyText(id, patch),
  }),
  payloadCommand({
    name: 'set-text-style',
    perform: (engine, { id, style }) => engine.setTextStyle(id, style),
  }),
  payloadCommand({
    name: 'set-text-effects',
    perform: (engine, { id, effects, merge }) => engine.setTextEffects(id, effects, { merge }),
  }),
  payloadCommand({
    name: 'replace-image',
    perform: (engine, { id, src }) => engine.replaceImage(id, src),
  }),
  payloadCommand({
    name: 'rename-layer',
    perform: (engine, { id, name }) => engine.renameLayer(id, name),
  }),
  payloadCommand({
    name: 'set-animation',
    perform: (engine, { id, change }) => engine.setAnimation(id, change),
  }),
];
