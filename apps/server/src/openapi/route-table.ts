import {
  boardCreateSchema,
  clientErrorSchema,
  deleteDesignSchema,
  designSizesQuerySchema,
  customLayoutSaveSchema,
  discoverQuerySchema,
  templateQuerySchema,
  deleteUploadSchema,
  emojisQuerySchema,
  favoriteSchema,
  favoritesQuerySchema,
  feedQuerySchema,
  iconsQuerySchema,
  imageSearchQuerySchema,
  languageSchema,
  pageImagePayloadSchema,
  placesQuerySchema,
  savePayloadSchema,
  scheduleCancelSchema,
  scheduleCreateSchema,
  scheduleUpdateSchema,
  signInSchema,
  signUpSchema,
  uploadsQuerySchema,
} from '@lienzo/core';
import type { z } from 'zod';

/** One documented /api route. Query and JSON bodies are the zod schemas the route validates with. */
export interface ApiRoute {
  method: 'GET' | 'POST';
  /** OpenAPI style: `{name}` for a path parameter. */
  path: string;
  summary: string;
  /** Needs a session (401 API_ERROR_UNAUTHORIZED without one). */
  signedIn: boolean;
  query?: z.ZodType;
  body?: z.ZodType | 'multipart';
  /** Rate limited: 429 API_ERROR_RATE_LIMITED past the limit. */
  limited?: boolean;
}

/**
 * Every /api route of the server. The OpenAPI document at /api/docs/json is built from this table, and a
 * test compares it with the routes Fastify registered, so a route without an entry here fails the build.
 */
export const API_ROUTES: readonly ApiRoute[] = [
  {
    method: 'GET',
    path: '/api/me',
    summary: 'The signed-in user (or none), language and boards',
    signedIn: false,
  },
  {
    method: 'POST',
    path: '/api/auth/signup',
    summary: 'Create an account and sign in',
    signedIn: false,
    body: signUpSchema,
    limited: true,
  },
  {
    method: 'POST',
    path: '/api/auth/signin',
    summary: 'Sign in with email and password',
    signedIn: false,
    body: signInSchema,
    limited: true,
  },
  { method: 'POST', path: '/api/auth/signout', summary: 'End the session', signedIn: false },
  {
    method: 'GET',
    path: '/api/auth/providers',
    summary: 'The sign-in providers offered: local accounts and the configured OAuth providers',
    signedIn: false,
  },
  {
    method: 'POST',
    path: '/api/me/language',
    summary: "Store the signed-in user's interface language",
    signedIn: true,
    body: languageSchema,
  },
  {
    method: 'POST',
    path: '/api/save',
    summary:
      'Create, update (the caller’s own id) or clone (any other id, whether or not it exists) a design',
    signedIn: true,
    body: savePayloadSchema,
  },
  {
    method: 'GET',
    path: '/api/getEditorByHash/{hash}',
    summary: 'A design to open in the editor, by its hash',
    signedIn: false,
  },
  { method: 'GET', path: '/api/editor/userBoards', summary: "The user's boards", signedIn: false },
  {
    method: 'POST',
    path: '/api/boards/create',
    summary: 'Create a board',
    signedIn: true,
    body: boardCreateSchema,
  },
  {
    method: 'POST',
    path: '/api/errors',
    summary: "Report a failure of the web app to the server's error log",
    signedIn: false,
    body: clientErrorSchema,
  },
  {
    method: 'GET',
    path: '/api/feed',
    summary: "The user's designs, 20 a page",
    signedIn: true,
    query: feedQuerySchema,
  },
  {
    method: 'POST',
    path: '/api/editor/favorite',
    summary: 'Mark or unmark a design as favourite',
    signedIn: true,
    body: favoriteSchema,
  },
  {
    method: 'GET',
    path: '/api/editor/favorites',
    summary: "The user's favourite designs",
    signedIn: true,
    query: favoritesQuerySchema,
  },
  {
    method: 'POST',
    path: '/api/uploadBackground',
    summary: 'Upload a JPG or PNG picture (multipart field "file")',
    signedIn: true,
    body: 'multipart',
    limited: true,
  },
  {
    method: 'POST',
    path: '/api/uploadAudio',
    summary: 'Upload an MP3 file (multipart field "file")',
    signedIn: true,
    body: 'multipart',
    limited: true,
  },
  {
    method: 'GET',
    path: '/api/editor/uploads',
    summary: "The user's uploaded pictures, or MP3 files with type=audio",
    signedIn: true,
    query: uploadsQuerySchema,
  },
  {
    method: 'POST',
    path: '/api/editor/deleteUploadedFile',
    summary: 'Delete one of the user’s uploaded pictures or MP3 files',
    signedIn: true,
    body: deleteUploadSchema,
  },
  {
    method: 'POST',
    path: '/api/designs/{id}/pages/{position}/image',
    summary:
      "The picture of page 2 or later of one of your saved designs (a carousel's), sent after each save: a PNG data URL at the design's size",
    signedIn: true,
    body: pageImagePayloadSchema,
  },
  {
    method: 'POST',
    path: '/api/editor/deleteDesign',
    summary: 'Delete one of the user’s designs with its pictures and video',
    signedIn: true,
    body: deleteDesignSchema,
  },
  {
    method: 'GET',
    path: '/api/editor/designSizes',
    summary: 'The sizes of one of the user’s designs: itself and its magic-resize copies, oldest first',
    signedIn: true,
    query: designSizesQuerySchema,
  },
  {
    method: 'POST',
    path: '/api/uploadFont',
    summary: 'Upload a TrueType font (multipart field "file")',
    signedIn: true,
    body: 'multipart',
    limited: true,
  },
  {
    method: 'POST',
    path: '/api/editor/saveVideo',
    summary:
      'Store the WebM recording of one of the user’s designs (multipart "videoBlob" and "quote_id"), no longer than its timeline nor larger than its layout; the design becomes a video, and with ffmpeg its MP4 is made in the background',
    signedIn: true,
    body: 'multipart',
    limited: true,
  },
  {
    method: 'GET',
    path: '/api/images/search',
    summary: 'Search photos',
    signedIn: false,
    query: imageSearchQuerySchema,
  },
  { method: 'GET', path: '/api/editor/audios', summary: 'The audio tracks', signedIn: false },
  { method: 'GET', path: '/api/editor/iconsCategories', summary: 'The icon categories', signedIn: false },
  {
    method: 'GET',
    path: '/api/editor/icons',
    summary: 'Icons of a category or search',
    signedIn: false,
    query: iconsQuerySchema,
  },
  {
    method: 'GET',
    path: '/api/editor/emojis',
    summary: 'Emojis, searchable',
    signedIn: false,
    query: emojisQuerySchema,
  },
  {
    method: 'POST',
    path: '/api/layouts/save',
    summary: "Keep one of the caller's custom layouts (same hash updates it)",
    signedIn: true,
    body: customLayoutSaveSchema,
  },
  { method: 'GET', path: '/api/layouts', summary: "The caller's custom layouts", signedIn: true },
  {
    method: 'GET',
    path: '/api/discover',
    summary: 'Templates by type, category and network in a language, 20 a page (data is a list)',
    signedIn: false,
    query: discoverQuerySchema,
  },
  {
    method: 'GET',
    path: '/api/template/{hash}',
    summary: 'A template by its hash, in a language',
    signedIn: false,
    query: templateQuerySchema,
  },
  {
    method: 'GET',
    path: '/api/editor/templateCategories',
    summary: 'The visible template categories, by position',
    signedIn: false,
  },
  {
    method: 'GET',
    path: '/api/editor/checkInstagramAccount',
    summary: 'Whether an Instagram account exists (?username=)',
    signedIn: false,
  },
  {
    method: 'GET',
    path: '/api/editor/searchLocations',
    summary: 'Places whose names match the query, at most 20, most populous first (data is a list)',
    signedIn: false,
    query: placesQuerySchema,
  },
  {
    method: 'POST',
    path: '/api/schedule/create',
    summary: "Schedule one of the caller's saved designs on one or more networks",
    signedIn: true,
    body: scheduleCreateSchema,
  },
  {
    method: 'POST',
    path: '/api/schedule/createForSizes',
    summary:
      "Schedule one of the caller's designs with its other sizes: each network gets the size made for it",
    signedIn: true,
    body: scheduleCreateSchema,
  },
  {
    method: 'GET',
    path: '/api/schedule/posts',
    summary: "The caller's scheduled posts, upcoming first, each with its deliveries",
    signedIn: true,
  },
  {
    method: 'POST',
    path: '/api/schedule/update',
    summary: 'Replace every field of a post nobody has started publishing (409 once started)',
    signedIn: true,
    body: scheduleUpdateSchema,
  },
  {
    method: 'POST',
    path: '/api/schedule/cancel',
    summary: 'Cancel a post and its deliveries still to go (409 while one is being published)',
    signedIn: true,
    body: scheduleCancelSchema,
  },
  { method: 'GET', path: '/api/docs/json', summary: 'This OpenAPI document', signedIn: false },
];
