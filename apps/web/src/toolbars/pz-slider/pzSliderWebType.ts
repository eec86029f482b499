import { lazyNamed } from '../../lazy/lazyNamed';
import { addInstagramSticker } from '../instagram/addInstagramSticker';
import { defineWebObjectType } from '../WebObjectType';

/** The pz-slider type as the web app lists it: the ig-slider toolbar and the insert menu's Slider. */
export const pzSliderWebType = defineWebObjectType<'pz-slider'>({
  type: 'pz-slider',
  Toolbar: lazyNamed(() => import('./SliderToolbar'), 'SliderToolbar'),
  inserts: [
    {
      labelKey: 'instagram.add.slider',
      insert: (engine, translate) => addInstagramSticker(engine, 'SLIDER', translate),
    },
  ],
});
