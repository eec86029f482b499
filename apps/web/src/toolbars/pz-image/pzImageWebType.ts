import { lazyNamed } from '../../lazy/lazyNamed';
import { defineWebObjectType } from '../WebObjectType';

/** The pz-image type as the web app lists it: the image toolbar (added from the images drawer). */
export const pzImageWebType = defineWebObjectType<'pz-image'>({
  type: 'pz-image',
  Toolbar: lazyNamed(() => import('./ImageToolbar'), 'ImageToolbar'),
  inserts: [],
});
