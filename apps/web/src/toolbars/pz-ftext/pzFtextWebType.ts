import { lazyNamed } from '../../lazy/lazyNamed';
import { defineWebObjectType } from '../WebObjectType';

/** The pz-ftext type as the web app lists it: the fancy-text toolbar (added from the text drawer). */
export const pzFtextWebType = defineWebObjectType<'pz-ftext'>({
  type: 'pz-ftext',
  Toolbar: lazyNamed(() => import('./FancyTextToolbar'), 'FancyTextToolbar'),
  inserts: [],
});
