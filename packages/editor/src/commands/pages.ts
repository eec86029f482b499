import { FIELD_LIMITS } from '@lienzo/core';
import { reason } from './reasons';
import { payloadCommand, type CommandDefinition, type CommandReason } from './registry';

const pagesFull = (): CommandReason => ({
  key: 'pages.full',
  values: { count: FIELD_LIMITS.pagesPerDesign },
});

/** The page strip's actions (issue 23): each works on the shown page. */
export const pageCommands: CommandDefinition<unknown>[] = [
  {
    name: 'add-page',
    predicate: (engine) => engine.canAddPage,
    unavailable: pagesFull,
    perform: (engine) => void engine.addPage(),
  },
  {
    name: 'duplicate-page',
    predicate: (engine) => engine.canAddPage,
    unavailable: pagesFull,
    perform: (engine) => void engine.duplicatePage(),
  },
  {
    name: 'delete-page',
    predicate: (engine) => engine.getPages().length > 1,
    unavailable: () => reason('reasons.one_page'),
    perform: (engine) => void engine.deletePage(),
  },
  {
    name: 'move-page-left',
    predicate: (engine) => engine.pageIndex > 0,
    unavailable: () => reason('reasons.first_page'),
    perform: (engine) => void engine.movePage(engine.pageId, engine.pageIndex - 1),
  },
  {
    name: 'move-page-right',
    predicate: (engine) => engine.pageIndex < engine.getPages().length - 1,
    unavailable: () => reason('reasons.last_page'),
    perform: (engine) => void engine.movePage(engine.pageId, engine.pageIndex + 1),
  },
  {
    name: 'previous-page',
    shortcuts: ['PageUp'],
    predicate: (engine) => engine.pageIndex > 0,
    unavailable: () => reason('reasons.first_page'),
    perform: (engine) => void engine.showNeighbourPage(-1),
  },
  {
    name: 'next-page',
    shortcuts: ['PageDown'],
    predicate: (engine) => engine.pageIndex < engine.getPages().length - 1,
    unavailable: () => reason('reasons.last_page'),
    perform: (engine) => void engine.showNeighbourPage(1),
  },
  payloadCommand({
    name: 'show-page',
    perform: (engine, { id }) => engine.showPage(id),
  }),
  payloadCommand({
    name: 'move-page',
    perform: (engine, { id, index }) => engine.movePage(id, index),
  }),
];
