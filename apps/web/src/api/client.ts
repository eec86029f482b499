import {
  CSRF_COOKIE,
  CSRF_HEADER,
  designThumbnailPath,
  type Board,
  type CdnSize,
  type DesignRecord,
  type DesignSize,
  type DesignSummary,
  type EmojiEntry,
  type GalleryPage,
  type IconCategory,
  type IconItem,
  type ImageSearchItem,
  type ThumbnailBox,
  type ThumbnailDensity,
  type InstagramAccountCheck,
  type Locale,
  type MeAnswer,
  type Place,
  type PageImagePayload,
  type SavedDesign,
  type SavedPageImage,
  type SavedVideo,
  type SavePayload,
  type ScheduleCreatePayload,
  type ScheduledPost,
  type ScheduleUpdatePayload,
  type SavedCustomLayout,
  type TemplateCategory,
  type TemplateRecord,
  type TemplateSummary,
  type AudioTrack,
  type AuthProviders,
  type ClientErrorReport,
  type UploadedFont,
  type UploadedAudio,
  type UploadedImage,
} from '@lienzo/core';
import { ApiError, isApiErrorCode } from './ApiError';
import { readCookie } from '../site/cookies';
import { sendWithProgress, type SentRequest } from './sendWithProgress';
import { siteUrl } from '../site/siteUrl';

type Method = 'GET' | 'POST';

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
 * One call to our API: cookies included, the anti-forgery header on anything but GET (SPEC §7),
 * `{data}` unwrapped, `{error}` turned into an {@link ApiError}.
 */
export async function request<T>(
  method: Method,
  path: string,
  body?: unknown,
  options: RequestOptions = {},
): Promise<T> {
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
  return (json as { data: T }).data;
}

const query = (params: Record<string, string | number | undefined>) => {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params))
    if (value !== undefined && value !== '') search.set(key, String(value));
  return search.toString();
};

/** The calls of SPEC §7 the web app makes, typed with the shared contract of core. */
export const api = {
  me: () => request<MeAnswer>('GET', '/api/me'),
  signUp: (input: { name: string; email: string; password: string }) =>
    request<MeAnswer>('POST', '/api/auth/signup', input),
  signIn: (input: { email: string; password: string }) =>
    request<MeAnswer>('POST', '/api/auth/signin', input),
  signOut: () => request<MeAnswer>('POST', '/api/auth/signout', {}),
  setLanguage: (language: Locale) => request<MeAnswer>('POST', '/api/me/language', { language }),
  authProviders: () => request<AuthProviders>('GET', '/api/auth/providers'),
  save: (payload: SavePayload, options?: RequestOptions) =>
    request<SavedDesign>('POST', '/api/save', payload, options),
  /** Issue 23: the picture of page `position` (2 or more) of a saved carousel, sent after its save. */
  savePageImage: (designId: number, position: number, image: string, options?: RequestOptions) =>
    request<SavedPageImage>(
      'POST',
      `/api/designs/${encodeURIComponent(String(designId))}/pages/${encodeURIComponent(String(position))}/image`,
      { image } satisfies PageImagePayload,
      options,
    ),
  deleteDesign: (id: number) => request<{ deleted: true }>('POST', '/api/editor/deleteDesign', { id }),
  designSizes: (id: number) =>
    request<{ items: DesignSize[] }>('GET', `/api/editor/designSizes?${query({ id })}`),
  designByHash: (hash: string) =>
    request<DesignRecord>('GET', `/api/getEditorByHash/${encodeURIComponent(hash)}`),
  discover: (params: { page: number; lang: Locale; type?: string; category?: number; layout?: string }) =>
    request<TemplateSummary[]>('GET', `/api/discover?${query(params)}`),
  template: (hash: string, lang: Locale) =>
    request<TemplateRecord>('GET', `/api/template/${encodeURIComponent(hash)}?${query({ lang })}`),
  templateCategories: () => request<{ items: TemplateCategory[] }>('GET', '/api/editor/templateCategories'),
  userBoards: () => request<{ items: Board[] }>('GET', '/api/editor/userBoards'),
  createBoard: (name: string) => request<Board>('POST', '/api/boards/create', { name }),
  saveLayout: (layout: { hash: string; label: string; width: number; height: number }) =>
    request<SavedCustomLayout>('POST', '/api/layouts/save', layout),
  feed: (params: { page: number; query?: string; board_id?: number; cursor?: string }) =>
    request<GalleryPage>('GET', `/api/feed?${query(params)}`),
  favorites: (page: number) =>
    request<{ items: DesignSummary[] }>('GET', `/api/editor/favorites?${query({ page })}`),
  setFavorite: (designId: number, favorite: boolean) =>
    request<{ design_id: number; favorite: boolean }>('POST', '/api/editor/favorite', {
      design_id: designId,
      favorite,
    }),
  audios: () => request<{ items: AudioTrack[] }>('GET', '/api/editor/audios'),
  uploadFont: (file: File) => {
    const form = new FormData();
    form.append('file', file);
    return request<UploadedFont>('POST', '/api/uploadFont', form);
  },
  iconsCategories: () => request<{ items: IconCategory[] }>('GET', '/api/editor/iconsCategories'),
  icons: (params: { category: string; query?: string; page: number; lang: Locale }) =>
    request<{ items: IconItem[] }>('GET', `/api/editor/icons?${query(params)}`),
  emojis: (params: { query?: string; page: number; lang: Locale }) =>
    request<{ items: EmojiEntry[] }>('GET', `/api/editor/emojis?${query(params)}`),
  uploadImage: (file: File) => {
    const form = new FormData();
    form.append('file', file);
    return request<UploadedImage>('POST', '/api/uploadBackground', form);
  },
  uploads: (page: number) =>
    request<{ items: UploadedImage[] }>('GET', `/api/editor/uploads?${query({ page })}`),
  deleteUpload: (id: number) =>
    request<{ deleted: boolean }>('POST', '/api/editor/deleteUploadedFile', { id }),
  /**
   * SPEC §7 saveVideo: the recording of a saved design, multipart `quote_id` (its id), then `frames` (what it
   * is made of, issue 22) when known, then `videoBlob`.
   */
  saveVideo: (video: Blob, designId: number, options: RequestOptions & { frames?: string } = {}) => {
    const form = new FormData();
    form.append('quote_id', String(designId));
    if (options.frames) form.append('frames', options.frames);
    form.append('videoBlob', video, 'video.webm');
    return request<SavedVideo>('POST', '/api/editor/saveVideo', form, options);
  },
  uploadAudio: (file: File) => {
    const form = new FormData();
    form.append('file', file);
    return request<UploadedAudio>('POST', '/api/uploadAudio', form);
  },
  audioUploads: (page: number) =>
    request<{ items: UploadedAudio[] }>('GET', `/api/editor/uploads?${query({ page, type: 'audio' })}`),
  searchImages: (params: { page: number; query?: string; locale?: string }) =>
    request<{ items: ImageSearchItem[] }>('GET', `/api/images/search?${query(params)}`),
  searchLocations: (params: { query: string; locale?: string }) =>
    request<Place[]>('GET', `/api/editor/searchLocations?${query(params)}`),
  checkInstagramAccount: (username: string) =>
    request<InstagramAccountCheck>('GET', `/api/editor/checkInstagramAccount?${query({ username })}`),
  /** To the server's error log (SPEC §8: a save failure is reported to an error service). */
  reportError: (report: ClientErrorReport) => request<{ reported: true }>('POST', '/api/errors', report),
  scheduleCreate: (payload: ScheduleCreatePayload) =>
    request<ScheduledPost>('POST', '/api/schedule/create', payload),
  /** A design and its other sizes together, each network getting its own size (magic resize, issue 23). */
  scheduleCreateForSizes: (payload: ScheduleCreatePayload) =>
    request<{ items: ScheduledPost[] }>('POST', '/api/schedule/createForSizes', payload),
  scheduledPosts: () => request<{ items: ScheduledPost[] }>('GET', '/api/schedule/posts'),
  scheduleUpdate: (payload: ScheduleUpdatePayload) =>
    request<ScheduledPost>('POST', '/api/schedule/update', payload),
  scheduleCancel: (id: number) => request<ScheduledPost>('POST', '/api/schedule/cancel', { id }),
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
