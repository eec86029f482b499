import type { Migration } from 'kysely';
import { initial } from './0001-initial';
import { galleryIndexWithTemplateFlag } from './0002-gallery-index-with-template-flag';
import { uploads } from './0003-uploads';
import { fonts } from './0004-fonts';
import { favorites } from './0005-favorites';
import { layoutsAndTemplateCategories } from './0006-layouts-and-template-categories';
import { uploadKinds } from './0007-upload-kinds';
import { coveringGalleryIndexes } from './0009-covering-gallery-indexes';
import { oauthAccounts } from './0010-oauth-accounts';
import { uploadNames } from './0012-upload-names';
import { instagramStickers } from './0013-instagram-stickers';
import { videoJobs } from './0014-video-jobs';
import { scheduledPosts } from './0015-scheduled-posts';
import { deliveryErrorCodes } from './0016-delivery-error-codes';
import { videoJobTurns } from './0017-video-job-turns';
import { designRevisions } from './0018-design-revisions';
import { videoFrames } from './0019-video-frames';
import { pageCounts } from './0020-page-counts';
import { designPages } from './0021-design-pages';
import { sizeFamilies } from './0022-size-families';
import { templateLanguages } from './0023-template-languages';
import { jobs } from './0024-jobs';
import { deliveryJobs } from './0025-delivery-jobs';

/**
 * Every migration, by name, in the order they run. A static list, not a folder scan: the server ships as one
 * bundled file. Never rename or edit a migration that has shipped; add a new one.
 */
export const MIGRATIONS: Record<string, Migration> = {
  '0001-initial': initial,
  '0002-gallery-index-with-template-flag': galleryIndexWithTemplateFlag,
  '0003-uploads': uploads,
  '0004-fonts': fonts,
  '0005-favorites': favorites,
  '0006-layouts-and-template-categories': layoutsAndTemplateCategories,
  '0007-upload-kinds': uploadKinds,
  '0009-covering-gallery-indexes': coveringGalleryIndexes,
  '0010-oauth-accounts': oauthAccounts,
  '0012-upload-names': uploadNames,
  '0013-instagram-stickers': instagramStickers,
  '0014-video-jobs': videoJobs,
  '0015-scheduled-posts': scheduledPosts,
  '0016-delivery-error-codes': deliveryErrorCodes,
  '0017-video-job-turns': videoJobTurns,
  '0018-design-revisions': designRevisions,
  '0019-video-frames': videoFrames,
  '0020-page-counts': pageCounts,
  '0021-design-pages': designPages,
  '0022-size-families': sizeFamilies,
  '0023-template-languages': templateLanguages,
  '0024-jobs': jobs,
  '0025-delivery-jobs': deliveryJobs,
};
