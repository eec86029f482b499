import { payloadCommand, type CommandDefinition } from './registry';

/** Zoom, fitting the canvas to its area, the safe-zone guides and the design's layout. */
export const viewportCommands: CommandDefinition<unknown>[] = [
  {
    name: 'zoom-in',
    shortcuts: ['Mod+='],
    perform: (engine) => engine.zoomIn(),
  },
  {
    name: 'zoom-out',
    shortcuts: ['Mod+-'],
    perform: (engine) => engine.zoomOut(),
  },
  payloadCommand({
    name: 'fit-to-area',
    // Labelled as the app's zoom-fit (Mod+0), which fits through it.
    labelKey: 'commands.zoom-fit',
    perform: (engine, { width, height, room }) => engine.fitToArea(width, height, room),
  }),
  payloadCommand({
    name: 'show-safe-zones',
    perform: (engine, { shown }) => engine.showSafeZones(shown),
  }),
  payloadCommand({
    name: 'apply-layout',
    perform: (engine, { layout, force }) => engine.applyLayout(layout, { force }),
  }),
];
