import {
  CSRF_COOKIE,
  CSRF_HEADER,
  type Board,
  type CdnSize,
  type DesignRecord,
  type DesignSummary,
  type ImageSearchItem,
  type MeAnswer,
  type SavedDesign,
  type SavePayload,
  type UploadedImage,
} from '@lienzo/core';
import { ApiError, isApiErrorCode } from './ApiError';

type Method = 'GET' | 'POST';

function readCookie(name: string): string | null {
  for (const part of document.cookie.split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return decodeURIComponent(value.join('='));
  }
  return null;
}

function errorOf(status: number, body: unknown): ApiError {
  const error = (body as { error?: { code?: unknown; message?: unknown } } | null)?.error;
  if (error && isApiErrorCode(error.code)) {
    return new ApiError(error.code, typeof error.message === 'string' ? error.message : undefined, status);
  }
  return new ApiError('API_ERROR_UNKNOWN', undefined, status);
}

function antiForgeryHeaders(method: Method): Record<string, string> {
  const token = method === 'GET' ? null : readCookie(CSRF_COOKIE);
  return token ? { [CSRF_HEADER]: token } : {};
}

function dataOf<T>(status: number, ok: boolean, text: string): T {
  let json: unknown = null;
  try {
    json = text ? JSON.parse(text) : null;
  } catch {
    throw new ApiError('API_ERROR_UNKNOWN', undefined, status);
  }
  if (!ok) throw errorOf(status, json);
  if (json === null || typeof json !== 'object' || !('data' in json)) throw errorOf(status, json);
  return (json as { data: T }).data;
}

/**
 * One call to our API: cookies included, the anti-forgery header on anything but GET (SPEC §7),
 * `{data}` unwrapped, `{error}` turned into an {@link ApiError}.
 */
export async function request<T>(method: Method, path: string, body?: unknown): Promise<T> {
  const headers: Record<string, string> = { accept: 'application/json', ...antiForgeryHeaders(method) };
  if (body !== undefined) headers['content-type'] = 'application/json';
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      headers,
      credentials: 'include',
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch {
    throw new ApiError('API_ERROR_UNKNOWN');
  }
  return dataOf<T>(response.status, response.ok, await response.text());
}

/**
 * Sends one file as multipart field `file` (SPEC §7 uploads), like {@link request} but reporting the share
 * sent so far (0 to 1): fetch cannot tell upload progress, XMLHttpRequest can.
 */
export function uploadFile<T>(path: string, file: Blob, onProgress?: (sent: number) => void): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', path);
    xhr.withCredentials = true;
    xhr.setRequestHeader('accept', 'application/json');
    for (const [name, value] of Object.entries(antiForgeryHeaders('POST'))) xhr.setRequestHeader(name, value);
    xhr.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total);
    });
    xhr.addEventListener('load', () => {
      try {
        resolve(dataOf<T>(xhr.status, xhr.status >= 200 && xhr.status < 300, xhr.responseText));
      } catch (error) {
        reject(error instanceof Error ? error : new ApiError('API_ERROR_UNKNOWN'));
      }
    });
    xhr.addEventListener('error', () => reject(new ApiError('API_ERROR_UNKNOWN')));
    xhr.addEventListener('abort', () => reject(new ApiError('API_ERROR_UNKNOWN')));
    const form = new FormData();
    form.append('file', file);
    xhr.send(form);
  });
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
  save: (payload: SavePayload) => request<SavedDesign>('POST', '/api/save', payload),
  designByHash: (hash: string) =>
    request<DesignRecord>('GET', `/api/getEditorByHash/${encodeURIComponent(hash)}`),
  userBoards: () => request<{ items: Board[] }>('GET', '/api/editor/userBoards'),
  createBoard: (name: string) => request<Board>('POST', '/api/boards/create', { name }),
  feed: (params: { page: number; query?: string; board_id?: number }) =>
    request<{ items: DesignSummary[] }>('GET', `/api/feed?${query(params)}`),
  uploadImage: (file: Blob, onProgress?: (sent: number) => void) =>
    uploadFile<UploadedImage>('/api/uploadBackground', file, onProgress),
  uploads: (page: number) =>
    request<{ items: UploadedImage[] }>('GET', `/api/editor/uploads?${query({ page })}`),
  deleteUpload: (id: number) =>
    request<{ deleted: boolean }>('POST', '/api/editor/deleteUploadedFile', { id }),
  searchImages: (params: { page: number; query?: string; locale?: string }) =>
    request<{ items: ImageSearchItem[] }>('GET', `/api/images/search?${query(params)}`),
  favorites: (page: number) =>
    request<{ items: DesignSummary[] }>('GET', `/api/editor/favorites?${query({ page })}`),
  setFavorite: (designId: number, favorite: boolean) =>
    request<{ design_id: number; favorite: boolean }>('POST', '/api/editor/favorite', {
      design_id: designId,
      favorite,
    }),
};

/** The stored PNG of a design at a CDN width (SPEC §9: o, m, s, t, x). */
export function designImageUrl(hash: string, size: CdnSize): string {
  return `/designs/${encodeURIComponent(hash)}_${size}.png`;
}
