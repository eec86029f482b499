import { payloadCommand, type CommandDefinition } from './registry';

/** The timeline's length and its audio track (SPEC §4 video). */
export const timelineCommands: CommandDefinition<unknown>[] = [
  payloadCommand({
    name: 'set-timeline-duration',
    perform: (engine, { seconds }) => engine.setTimelineDuration(seconds),
  }),
  payloadCommand({
    name: 'set-timeline-audio',
    perform: (engine, { audio }) => engine.setTimelineAudio(audio),
  }),
];
