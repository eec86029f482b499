import { lazyNamed } from '../../lazy/lazyNamed';
import { defineWebObjectType } from '../WebObjectType';

/** The pz-vector type as the web app lists it: the vector toolbar (added from the icons and emojis). */
export const pzVectorWebType = defineWebObjectType<'pz-vector'>({
  type: 'pz-vector',
  Toolbar: lazyNamed(() => import('../shared/SvgToolbar'), 'SvgToolbar'),
  inserts: [],
});
