import { payloadCommand, type CommandDefinition } from './registry';

/** The group toolbar's edits, applied to every selected object at once (one undo step each). */
export const selectionEditCommands: CommandDefinition<unknown>[] = [
  payloadCommand({
    name: 'style-selection',
    selection: { count: 'some' },
    perform: (engine, style) => engine.styleSelection(style),
  }),
  payloadCommand({
    name: 'set-selection-opacity',
    selection: { count: 'some' },
    perform: (engine, { opacity }) => engine.setSelectionOpacity(opacity),
  }),
  payloadCommand({
    name: 'set-selection-angle',
    selection: { count: 'some' },
    perform: (engine, { angle }) => engine.setSelectionAngle(angle),
  }),
  payloadCommand({
    name: 'set-selection-animation',
    selection: { count: 'some' },
    perform: (engine, change) => engine.setSelectionAnimation(change),
  }),
];
