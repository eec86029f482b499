import { lazyNamed } from '../../lazy/lazyNamed';
import { addInstagramSticker } from '../instagram/addInstagramSticker';
import { defineWebObjectType } from '../WebObjectType';

/**
 * The pz-button type as the web app lists it: the button, ig-location and ig-mention toolbars (one component,
 * by Instagram type), and the insert menu's Hashtag, Location and Mention.
 */
export const pzButtonWebType = defineWebObjectType<'pz-button'>({
  type: 'pz-button',
  Toolbar: lazyNamed(() => import('./ButtonToolbar'), 'ButtonToolbar'),
  inserts: [
    {
      labelKey: 'instagram.add.hashtag',
      insert: (engine, translate) => addInstagramSticker(engine, 'HASHTAG', translate),
    },
    {
      labelKey: 'instagram.add.location',
      insert: (engine, translate) => addInstagramSticker(engine, 'LOCATION', translate),
    },
    {
      labelKey: 'instagram.add.mention',
      insert: (engine, translate) => addInstagramSticker(engine, 'MENTION', translate),
    },
  ],
});
