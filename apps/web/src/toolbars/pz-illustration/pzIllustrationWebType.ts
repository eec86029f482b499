import { lazyNamed } from '../../lazy/lazyNamed';
import { defineWebObjectType } from '../WebObjectType';

/**
 * The pz-illustration type as the web app lists it: the illustration toolbar, the SVG one that shows every
 * colour (added from the illustrations catalogue).
 */
export const pzIllustrationWebType = defineWebObjectType<'pz-illustration'>({
  type: 'pz-illustration',
  Toolbar: lazyNamed(() => import('../shared/SvgToolbar'), 'SvgToolbar'),
  inserts: [],
});
