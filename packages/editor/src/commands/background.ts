import { reason } from './reasons';
import type { CommandDefinition } from './registry';

/** The background picture's toolbar (SPEC §2 bg-image): select the picture to drag it, or leave it. */
export const backgroundCommands: CommandDefinition[] = [
  {
    name: 'move-background',
    labelKey: 'commands.move-background',
    predicate: (engine) => engine.getBackground().background.image !== null,
    unavailable: () => reason('reasons.no_background_picture'),
    perform: (engine) => engine.selectBackground(!engine.backgroundSelected),
  },
  {
    // The context menu's "Set as background" (issue 21): the one selected picture becomes the background.
    name: 'set-as-background',
    labelKey: 'commands.set-as-background',
    predicate: (engine) => engine.canSetAsBackground,
    unavailable: () => reason('reasons.one_picture'),
    perform: (engine) => void engine.setAsBackground().catch((error: unknown) => console.warn(error)),
  },
];
