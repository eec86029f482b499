import type { CommandDefinition, Engine } from '@lienzo/editor';
import { fitToStage } from '../canvas/fitToStage';

/** The canvas area the design is fitted into (the zoom controls' "Fit" does the same). */
function fitToCanvasArea(engine: Engine): void {
  fitToStage(engine, document.querySelector('.canvas-area__stage'));
}

/** Zoom shortcuts of the web app, added to the engine's registry so the keyboard and the help list share them. */
export const APP_COMMANDS: CommandDefinition[] = [
  {
    name: 'zoom-in',
    labelKey: 'commands.zoom-in',
    shortcuts: ['Mod+='],
    perform: (engine) => engine.zoomIn(),
  },
  {
    name: 'zoom-out',
    labelKey: 'commands.zoom-out',
    shortcuts: ['Mod+-'],
    perform: (engine) => engine.zoomOut(),
  },
  { name: 'zoom-fit', labelKey: 'commands.zoom-fit', shortcuts: ['Mod+0'], perform: fitToCanvasArea },
];

/** Registers the app commands once per engine. */
export function registerAppCommands(engine: Engine): void {
  for (const command of APP_COMMANDS) {
    if (!engine.commands.get(command.name)) engine.commands.register(command);
  }
}
