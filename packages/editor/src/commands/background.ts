import { reason } from './reasons';
import { payloadCommand, type CommandDefinition } from './registry';

/**
 * The background's colour, picture and pattern (SPEC §2 background, bg-image and pattern toolbars, the
 * background drawer): select the picture to drag it, or leave it.
 */
export const backgroundCommands: CommandDefinition<unknown>[] = [
  {
    name: 'move-background',
    predicate: (engine) => engine.getBackground().background.image !== null,
    unavailable: () => reason('reasons.no_background_picture'),
    perform: (engine) => engine.selectBackground(!engine.backgroundSelected),
  },
  {
    // The context menu's "Set as background" (issue 21): the one selected picture becomes the background.
    name: 'set-as-background',
    selection: { count: 'one', types: ['pz-image'] },
    menus: { 'object-menu': { section: 'background', rank: 70 } },
    predicate: (engine) => engine.canSetAsBackground,
    unavailable: () => reason('reasons.one_picture'),
    perform: (engine) => void engine.setAsBackground().catch((error: unknown) => console.warn(error)),
  },
  {
    name: 'remove-background-image',
    predicate: (engine) => engine.getBackground().background.image !== null,
    unavailable: () => reason('reasons.no_background_picture'),
    perform: (engine) => engine.removeBackgroundImage(),
  },
  {
    name: 'clear-pattern',
    predicate: (engine) => engine.getBackground().pattern !== null,
    unavailable: () => reason('reasons.no_pattern'),
    perform: (engine) => engine.clearPattern(),
  },
  payloadCommand({
    name: 'set-background-color',
    perform: (engine, { color }) => engine.setBackgroundColor(color),
  }),
  payloadCommand({
    name: 'set-background-image',
    perform: (engine, { src }) => engine.setBackgroundImage(src),
  }),
  payloadCommand({
    name: 'set-pattern',
    perform: (engine, { src }) => engine.setPattern(src),
  }),
  payloadCommand({
    name: 'set-pattern-zoom',
    perform: (engine, { zoom, mergeKey }) => engine.setPatternZoom(zoom, { mergeKey }),
  }),
  payloadCommand({
    name: 'update-background-settings',
    perform: (engine, { patch, mergeKey }) => engine.updateBackgroundSettings(patch, { mergeKey }),
  }),
];
