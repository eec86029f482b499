import type { CommandDefinition, Engine } from '@lienzo/editor';

/** The canvas area the design is fitted into (the zoom controls' "Fit" does the same). */
function fitToStage(engine: Engine): void {
  const box = document.querySelector('.canvas-area__stage')?.getBoundingClientRect();
  if (box && box.width > 0 && box.height > 0) engine.fitToArea(box.width, box.height);
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
  { name: 'zoom-fit', labelKey: 'commands.zoom-fit', shortcuts: ['Mod+0'], perform: fitToStage },
];

/** Registers the app commands once per engine. */
export function registerAppCommands(engine: Engine): void {
  for (const command of APP_COMMANDS) {
    if (!engine.commands.get(command.name)) engine.commands.register(command);
  }
}
