import type { CommandDefinition, Engine } from '@lienzo/editor';
import { fitToStage } from '../canvas/fitToStage';

/** The canvas area the design is fitted into (the zoom controls' "Fit" does the same). */
function fitToCanvasArea(engine: Engine): void {
  fitToStage(engine, document.querySelector('.canvas-area__stage'));
}

/**
 * The web app's own commands, added to the engine's registry so the keyboard and the help list share them:
 * fitting needs the page's canvas area, which the editor does not know (zoom in and out are the editor's).
 */
export const APP_COMMANDS: CommandDefinition[] = [
  { name: 'zoom-fit', shortcuts: ['Mod+0'], perform: fitToCanvasArea },
];

/** Registers the app commands once per engine. */
export function registerAppCommands(engine: Engine): void {
  for (const command of APP_COMMANDS) {
    if (!engine.commands.get(command.name)) engine.commands.register(command);
  }
}
