import { lazyNamed } from '../../lazy/lazyNamed';
import { defineWebObjectType } from '../WebObjectType';

/** The pz-text type as the web app lists it: the text toolbar (added from the text drawer's presets). */
export const pzTextWebType = defineWebObjectType<'pz-text'>({
  type: 'pz-text',
  Toolbar: lazyNamed(() => import('./TextToolbar'), 'TextToolbar'),
  inserts: [],
});
