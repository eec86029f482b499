import type { CommandDefinition } from './registry';

/** The background picture's toolbar (SPEC §2 bg-image): select the picture to drag it, or leave it. */
export const backgroundCommands: CommandDefinition[] = [
  {
    name: 'move-background',
    labelKey: 'commands.move-background',
    predicate: (engine) => engine.getBackground().background.image !== null,
    perform: (engine) => engine.selectBackground(!engine.backgroundSelected),
  },
  {
    // The context menu's "Set as background" (issue 21): the one selected picture becomes the background.
    name: 'set-as-background',
    labelKey: 'commands.set-as-background',
    predicate: (engine) => engine.canSetAsBackground,
    perform: (engine) => void engine.setAsBackground().catch((error: unknown) => console.warn(error)),
  },
];
