import type { AnyWebObjectType } from './WebObjectType';
import { pzTextWebType } from './pz-text/pzTextWebType';
import { pzFtextWebType } from './pz-ftext/pzFtextWebType';
import { pzVectorWebType } from './pz-vector/pzVectorWebType';
import { pzImageWebType } from './pz-image/pzImageWebType';
import { pzIllustrationWebType } from './pz-illustration/pzIllustrationWebType';
import { pzButtonWebType } from './pz-button/pzButtonWebType';
import { pzPollWebType } from './pz-poll/pzPollWebType';
import { pzQuestionWebType } from './pz-question/pzQuestionWebType';
import { pzSliderWebType } from './pz-slider/pzSliderWebType';

/**
 * The one list of object types the web app shows, each from its `toolbars/<type>/` folder (its toolbar and
 * its insert menu buttons), in core's `OBJECT_TYPE_LIST` order; the editor's `EDITOR_OBJECT_TYPES` lists the
 * same types' shapes. It sits beside the toolbar folders as those lists sit beside their types' modules.
 */
export const WEB_OBJECT_TYPES: readonly AnyWebObjectType[] = [
  pzTextWebType,
  pzFtextWebType,
  pzVectorWebType,
  pzImageWebType,
  pzIllustrationWebType,
  pzButtonWebType,
  pzPollWebType,
  pzQuestionWebType,
  pzSliderWebType,
];
