import {
  audiosRoute,
  authProvidersRoute,
  checkInstagramAccountRoute,
  createBoardRoute,
  deleteDesignRoute,
  deleteUploadRoute,
  designByHashRoute,
  designSizesRoute,
  discoverRoute,
  emojisRoute,
  favoritesRoute,
  feedRoute,
  iconsRoute,
  iconsCategoriesRoute,
  meRoute,
  reportErrorRoute,
  saveRoute,
  saveLayoutRoute,
  savePageImageRoute,
  saveVideoRoute,
  searchImagesRoute,
  searchLocationsRoute,
  setFavoriteRoute,
  setLanguageRoute,
  signInRoute,
  signOutRoute,
  signUpRoute,
  templateRoute,
  templateCategoriesRoute,
  uploadAudioRoute,
  uploadFontRoute,
  uploadImageRoute,
  uploadsRoute,
  userBoardsRoute,
  CSRF_COOKIE,
  CSRF_HEADER,
  designThumbnailPath,
  fillPath,
  isMultipartBody,
  type ApiRoute,
  type CdnSize,
  type ClientErrorReport,
  type Locale,
  type RouteAnswer,
  type RouteBody,
  type RouteParams,
  type RouteQuery,
  type SavePayload,
  type ScheduleCreatePayload,
  type ScheduleUpdatePayload,
  type ThumbnailBox,
  type ThumbnailDensity,
  type UploadedAudio,
  type UploadedImage,
} from '@lienzo/core';
import { ApiError, isApiErrorCode } from './ApiError';
import { readCookie } from '../site/cookies';
import { sendWithProgress, type SentRequest } from './sendWithProgress';
import { siteUrl } from '../site/siteUrl';

function errorOf(status: number, body: unknown): ApiError {
  const error = (body as { error?: { code?: unknown; message?: unknown } } | null)?.error;
  if (error && isApiErrorCode(error.code)) {
    return new ApiError(error.code, typeof error.message === 'string' ? error.message : undefined, status);
  }
  return new ApiError('API_ERROR_UNKNOWN', undefined, status);
}

/** Options of one call: `onUploadProgress` hears the share of the body sent (0–1) as it leaves. */
export interface RequestOptions {
  onUploadProgress?: (sent: number) => void;
}

/**
 * One request to our API: cookies included, the anti-forgery header on anything but GET (SPEC §7),
 * `{data}` unwrapped, `{error}` turned into an {@link ApiError}.
 */
async function request(
  method: ApiRoute['method'],
  path: string,
  body: FormData | object | undefined,
  options: RequestOptions,
): Promise<unknown> {
  const headers: Record<string, string> = { accept: 'application/json' };
  // A form (a file upload) goes as multipart, its boundary set by the browser; anything else as JSON.
  const form = body instanceof FormData;
  if (body !== undefined && !form) headers['content-type'] = 'application/json';
  if (method !== 'GET') {
    const token = readCookie(CSRF_COOKIE);
    if (token) headers[CSRF_HEADER] = token;
  }
  const sent = body === undefined ? null : form ? body : JSON.stringify(body);
  let response: SentRequest;
  try {
    response = options.onUploadProgress
      ? await sendWithProgress(siteUrl(path), { method, headers, body: sent }, options.onUploadProgress)
      : await fetch(siteUrl(path), { method, headers, credentials: 'include', body: sent }).then(
          async (answer) => ({ ok: answer.ok, status: answer.status, text: await answer.text() }),
        );
  } catch {
    throw new ApiError('API_ERROR_UNKNOWN');
  }
  const { text } = response;
  let json: unknown = null;
  try {
    json = text ? JSON.parse(text) : null;
  } catch {
    throw new ApiError('API_ERROR_UNKNOWN', undefined, response.status);
  }
  if (!response.ok) throw errorOf(response.status, json);
  if (json === null || typeof json !== 'object' || !('data' in json)) throw errorOf(response.status, json);
  return json.data;
}

type Values = Readonly<Record<string, string | number | boolean | Blob | undefined>>;

/** What a call of `Route` sends: its path parameters, query and body, each typed by its declaration. */
export type CallInput<Route extends ApiRoute> = ([RouteParams<Route>] extends [never]
  ? unknown
  : { params: RouteParams<Route> }) &
  ([RouteQuery<Route>] extends [never] ? unknown : { query: RouteQuery<Route> }) &
  ([RouteBody<Route, Blob>] extends [never] ? unknown : { body: RouteBody<Route, Blob> });

type CallArgs<Route extends ApiRoute> =
  object extends CallInput<Route>
    ? [input?: CallInput<Route>, options?: RequestOptions]
    : [input: CallInput<Route>, options?: RequestOptions];

function queryString(query: Values): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query))
    if (value !== undefined && value !== '') search.set(key, String(value));
  const text = search.toString();
  return text ? `?${text}` : '';
}

/** A multipart body as the server reads it: the text fields first, then the files. */
function formOf(files: readonly string[], values: Values): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(values))
    if (value !== undefined && !files.includes(name)) form.append(name, String(value));
  for (const name of files) form.append(name, values[name] as Blob);
  return form;
}

/** Calls a declared route (packages/core/src/api/routes): its path, query and body built from the input. */
export async function call<Route extends ApiRoute>(
  route: Route,
  ...[input, options = {}]: CallArgs<Route>
): Promise<RouteAnswer<Route>> {
  const { params, query, body } = (input ?? {}) as { params?: Values; query?: Values; body?: object };
  const path = fillPath(route.path, (params ?? {}) as Record<string, string | number>);
  const sent =
    body !== undefined && isMultipartBody(route.body) ? formOf(route.body.files, body as Values) : body;
  return (await request(route.method, path + queryString(query ?? {}), sent, options)) as RouteAnswer<Route>;
}

const isUploadedImage = (item: UploadedImage | UploadedAudio): item is UploadedImage => 'secure_url' in item;
const isUploadedAudio = (item: UploadedImage | UploadedAudio): item is UploadedAudio => 'duration' in item;

/**
 * The schedule calls' declarations come with their first call: their time-zone check brings the Temporal
 * polyfill, which the first screen does not need (it loads with the schedule modal).
 */
const scheduleRoutes = () => import('./scheduleRoutes');

/** The calls of SPEC §7 the web app makes, by the names the rest of the app knows them by. */
export const api = {
  me: () => call(meRoute),
  signUp: (input: { name: string; email: string; password: string }) => call(signUpRoute, { body: input }),
  signIn: (input: { email: string; password: string }) => call(signInRoute, { body: input }),
  signOut: () => call(signOutRoute),
  setLanguage: (language: Locale) => call(setLanguageRoute, { body: { language } }),
  authProviders: () => call(authProvidersRoute),
  save: (payload: SavePayload, options?: RequestOptions) => call(saveRoute, { body: payload }, options),
  /** Issue 23: the picture of page `position` (2 or more) of a saved carousel, sent after its save. */
  savePageImage: (designId: number, position: number, image: string, options?: RequestOptions) =>
    call(savePageImageRoute, { params: { id: designId, position }, body: { image } }, options),
  deleteDesign: (id: number) => call(deleteDesignRoute, { body: { id } }),
  designSizes: (id: number) => call(designSizesRoute, { query: { id } }),
  designByHash: (hash: string) => call(designByHashRoute, { params: { hash } }),
  discover: (query: RouteQuery<typeof discoverRoute>) => call(discoverRoute, { query }),
  template: (hash: string, lang: Locale) => call(templateRoute, { params: { hash }, query: { lang } }),
  templateCategories: () => call(templateCategoriesRoute),
  userBoards: () => call(userBoardsRoute),
  createBoard: (name: string) => call(createBoardRoute, { body: { name } }),
  saveLayout: (layout: { hash: string; label: string; width: number; height: number }) =>
    call(saveLayoutRoute, { body: layout }),
  feed: (query: RouteQuery<typeof feedRoute>) => call(feedRoute, { query }),
  favorites: (page: number) => call(favoritesRoute, { query: { page } }),
  setFavorite: (designId: number, favorite: boolean) =>
    call(setFavoriteRoute, { body: { design_id: designId, favorite } }),
  audios: () => call(audiosRoute),
  uploadFont: (file: File) => call(uploadFontRoute, { body: { file } }),
  iconsCategories: () => call(iconsCategoriesRoute),
  icons: (query: RouteQuery<typeof iconsRoute>) => call(iconsRoute, { query }),
  emojis: (query: RouteQuery<typeof emojisRoute>) => call(emojisRoute, { query }),
  uploadImage: (file: File) => call(uploadImageRoute, { body: { file } }),
  uploads: async (page: number) => {
    const { items } = await call(uploadsRoute, { query: { page } });
    return { items: items.filter(isUploadedImage) };
  },
  deleteUpload: (id: number) => call(deleteUploadRoute, { body: { id } }),
  /**
   * SPEC §7 saveVideo: the recording of a saved design, multipart `quote_id` (its id), then `frames` (what it
   * is made of, issue 22) when known, then `videoBlob`.
   */
  saveVideo: (video: Blob, designId: number, options: RequestOptions & { frames?: string } = {}) =>
    call(
      saveVideoRoute,
      {
        body: {
          quote_id: designId,
          frames: options.frames,
          videoBlob: new File([video], 'video.webm', { type: video.type }),
        },
      },
      options,
    ),
  uploadAudio: (file: File) => call(uploadAudioRoute, { body: { file } }),
  audioUploads: async (page: number) => {
    const { items } = await call(uploadsRoute, { query: { page, type: 'audio' } });
    return { items: items.filter(isUploadedAudio) };
  },
  searchImages: (query: RouteQuery<typeof searchImagesRoute>) => call(searchImagesRoute, { query }),
  searchLocations: (query: RouteQuery<typeof searchLocationsRoute>) => call(searchLocationsRoute, { query }),
  checkInstagramAccount: (username: string) => call(checkInstagramAccountRoute, { query: { username } }),
  /** To the server's error log (SPEC §8: a save failure is reported to an error service). */
  reportError: (report: ClientErrorReport) => call(reportErrorRoute, { body: report }),
  scheduleCreate: async (payload: ScheduleCreatePayload) =>
    call((await scheduleRoutes()).scheduleCreateRoute, { body: payload }),
  /** A design and its other sizes together, each network getting its own size (magic resize, issue 23). */
  scheduleCreateForSizes: async (payload: ScheduleCreatePayload) =>
    call((await scheduleRoutes()).scheduleCreateForSizesRoute, { body: payload }),
  scheduledPosts: async () => call((await scheduleRoutes()).scheduledPostsRoute),
  scheduleUpdate: async (payload: ScheduleUpdatePayload) =>
    call((await scheduleRoutes()).scheduleUpdateRoute, { body: payload }),
  scheduleCancel: async (id: number) => call((await scheduleRoutes()).scheduleCancelRoute, { body: { id } }),
};

/**
 * A design's thumbnail made for a grid's box at a pixel density (issue 22): WebP or PNG, as the browser takes.
 * `version` (the design's updated_at) names the save it shows: a save makes a new address, so a page that showed
 * the old picture fetches the new one (the browser reuses a picture it holds for an address without asking
 * again), while an unchanged design keeps its address and its cached copy (issue 24).
 */
export function designThumbnailUrl(
  hash: string,
  box: ThumbnailBox,
  density: ThumbnailDensity,
  version?: string,
): string {
  const url = siteUrl(designThumbnailPath(hash, box, density));
  return version ? `${url}?v=${thumbnailVersion(version)}` : url;
}

/** An updated_at as a short URL token: its milliseconds in base 36, or the text itself when it is no date. */
function thumbnailVersion(updatedAt: string): string {
  const time = Date.parse(updatedAt);
  return Number.isNaN(time) ? encodeURIComponent(updatedAt) : time.toString(36);
}

/** The stored PNG of a design at a CDN width (SPEC §9: o, m, s, t, x). */
export function designImageUrl(hash: string, size: CdnSize): string {
  return siteUrl(`/designs/${encodeURIComponent(hash)}_${size}.png`);
}
