import { lazyNamed } from '../../lazy/lazyNamed';
import { addInstagramSticker } from '../instagram/addInstagramSticker';
import { defineWebObjectType } from '../WebObjectType';

/** The pz-poll type as the web app lists it: the ig-poll toolbar and the insert menu's Poll. */
export const pzPollWebType = defineWebObjectType<'pz-poll'>({
  type: 'pz-poll',
  Toolbar: lazyNamed(() => import('./PollToolbar'), 'PollToolbar'),
  inserts: [
    {
      labelKey: 'instagram.add.poll',
      insert: (engine, translate) => addInstagramSticker(engine, 'POLL', translate),
    },
  ],
});
