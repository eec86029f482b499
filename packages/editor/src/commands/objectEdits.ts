import { payloadCommand, type CommandDefinition } from './registry';

/** The object toolbars' edits of one named object (its sliders, pickers and fields). */
export const objectEditCommands: CommandDefinition<unknown>[] = [
  payloadCommand({
    name: 'update-object',
    labelKey: 'commands.update-object',
    perform: (engine, { id, patch, merge }) => engine.updateObject(id, patch, { merge }),
  }),
  payloadCommand({
    name: 'update-sticker',
    labelKey: 'commands.update-sticker',
    perform: (engine, { id, patch }) => engine.updateSticker(id, patch),
  }),
  payloadCommand({
    name: 'update-fancy-text',
    labelKey: 'commands.update-fancy-text',
    perform: (engine, { id, patch }) => engine.updateFancyText(id, patch),
  }),
  payloadCommand({
    name: 'set-text-style',
    labelKey: 'commands.set-text-style',
    perform: (engine, { id, style }) => engine.setTextStyle(id, style),
  }),
  payloadCommand({
    name: 'set-text-effects',
    labelKey: 'commands.set-text-effects',
    perform: (engine, { id, effects, merge }) => engine.setTextEffects(id, effects, { merge }),
  }),
  payloadCommand({
    name: 'replace-image',
    labelKey: 'commands.replace-image',
    perform: (engine, { id, src }) => engine.replaceImage(id, src),
  }),
  payloadCommand({
    name: 'rename-layer',
    labelKey: 'commands.rename-layer',
    perform: (engine, { id, name }) => engine.renameLayer(id, name),
  }),
  payloadCommand({
    name: 'set-animation',
    labelKey: 'commands.set-animation',
    perform: (engine, { id, change }) => engine.setAnimation(id, change),
  }),
];
