import { payloadCommand, type CommandDefinition } from './registry';

/** Zoom, fitting the canvas to its area, the safe-zone guides and the design's layout. */
export const viewportCommands: CommandDefinition<unknown>[] = [
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
  payloadCommand({
    name: 'fit-to-area',
    labelKey: 'commands.zoom-fit',
    perform: (engine, { width, height, room }) => engine.fitToArea(width, height, room),
  }),
  payloadCommand({
    name: 'show-safe-zones',
    labelKey: 'commands.show-safe-zones',
    perform: (engine, { shown }) => engine.showSafeZones(shown),
  }),
  payloadCommand({
    name: 'apply-layout',
    labelKey: 'commands.apply-layout',
    perform: (engine, { layout, force }) => engine.applyLayout(layout, { force }),
  }),
];
