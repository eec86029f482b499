// Every /api route, declared once (issue 25). The server registers exactly these, its OpenAPI document is
// made from them, and the web client calls them by these names; a test compares the three.
import {
  authProvidersRoute,
  meRoute,
  setLanguageRoute,
  signInRoute,
  signOutRoute,
  signUpRoute,
} from './account';
import { createBoardRoute, userBoardsRoute } from './boards';
import { audiosRoute, emojisRoute, iconsCategoriesRoute, iconsRoute, searchImagesRoute } from './catalogue';
import { reportErrorRoute } from './client-errors';
import {
  deleteDesignRoute,
  designByHashRoute,
  designSizesRoute,
  savePageImageRoute,
  saveRoute,
  saveVideoRoute,
} from './designs';
import { favoritesRoute, feedRoute, setFavoriteRoute } from './gallery';
import { checkInstagramAccountRoute, searchLocationsRoute } from './instagram';
import { layoutsRoute, saveLayoutRoute } from './layouts';
import {
  scheduleCancelRoute,
  scheduleCreateForSizesRoute,
  scheduleCreateRoute,
  scheduledPostsRoute,
  scheduleUpdateRoute,
} from './schedule';
import { discoverRoute, templateCategoriesRoute, templateRoute } from './templates';
import {
  deleteUploadRoute,
  uploadAudioRoute,
  uploadFontRoute,
  uploadImageRoute,
  uploadsRoute,
} from './uploads';

export * from './define';
export * from './account';
export * from './boards';
export * from './catalogue';
export * from './client-errors';
export * from './designs';
export * from './gallery';
export * from './instagram';
export * from './layouts';
export * from './schedule';
export * from './templates';
export * from './uploads';

export const API_ROUTES = {
  me: meRoute,
  signUp: signUpRoute,
  signIn: signInRoute,
  signOut: signOutRoute,
  authProviders: authProvidersRoute,
  setLanguage: setLanguageRoute,
  save: saveRoute,
  designByHash: designByHashRoute,
  savePageImage: savePageImageRoute,
  deleteDesign: deleteDesignRoute,
  designSizes: designSizesRoute,
  saveVideo: saveVideoRoute,
  userBoards: userBoardsRoute,
  createBoard: createBoardRoute,
  feed: feedRoute,
  setFavorite: setFavoriteRoute,
  favorites: favoritesRoute,
  uploadImage: uploadImageRoute,
  uploadAudio: uploadAudioRoute,
  uploadFont: uploadFontRoute,
  uploads: uploadsRoute,
  deleteUpload: deleteUploadRoute,
  audios: audiosRoute,
  iconsCategories: iconsCategoriesRoute,
  icons: iconsRoute,
  emojis: emojisRoute,
  searchImages: searchImagesRoute,
  saveLayout: saveLayoutRoute,
  layouts: layoutsRoute,
  discover: discoverRoute,
  template: templateRoute,
  templateCategories: templateCategoriesRoute,
  checkInstagramAccount: checkInstagramAccountRoute,
  searchLocations: searchLocationsRoute,
  reportError: reportErrorRoute,
  scheduleCreate: scheduleCreateRoute,
  scheduleCreateForSizes: scheduleCreateForSizesRoute,
  scheduledPosts: scheduledPostsRoute,
  scheduleUpdate: scheduleUpdateRoute,
  scheduleCancel: scheduleCancelRoute,
} as const;
export type ApiRouteName = keyof typeof API_ROUTES;
