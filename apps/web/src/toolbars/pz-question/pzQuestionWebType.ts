import { lazyNamed } from '../../lazy/lazyNamed';
import { addInstagramSticker } from '../instagram/addInstagramSticker';
import { defineWebObjectType } from '../WebObjectType';

/** The pz-question type as the web app lists it: the ig-question toolbar and the insert menu's Question. */
export const pzQuestionWebType = defineWebObjectType<'pz-question'>({
  type: 'pz-question',
  Toolbar: lazyNamed(() => import('./QuestionToolbar'), 'QuestionToolbar'),
  inserts: [
    {
      labelKey: 'instagram.add.question',
      insert: (engine, translate) => addInstagramSticker(engine, 'QUESTION', translate),
    },
  ],
});
