import { create } from 'zustand';
import type { UploadedImage } from '@lienzo/core';
import { ApiError } from '../../api/ApiError';
import { api } from '../../api/client';
import { checkImageFile } from './checkImageFile';

/** The upload in progress and the last failure, shared by the uploads tabs and the image toolbar. */
interface UploadsState {
  /** Grows after each upload so open upload lists reload, newest first. */
  version: number;
  /** True while an upload runs. */
  uploading: boolean;
  /** The locale key of the last failure (a client check or `api_errors.{code}`), else null. */
  errorKey: string | null;
}

export const useUploadsStore = create<UploadsState>()(() => ({
  version: 0,
  uploading: false,
  errorKey: null,
}));

function failureKey(error: unknown): string {
  // The server's code says what went wrong; a lost connection is an upload failure (SPEC §8).
  if (error instanceof ApiError && error.code !== 'API_ERROR_UNKNOWN') return `api_errors.${error.code}`;
  return 'api_errors.API_ERROR_UPLOAD_FAIL';
}

/**
 * Uploads a picked picture (SPEC §7 uploadBackground): the client checks first, then the server; the result
 * or the failure lands in the store. Resolves to the stored image, or null when refused.
 */
export async function uploadImage(file: File): Promise<UploadedImage | null> {
  if (useUploadsStore.getState().uploading) return null;
  const problem = checkImageFile(file);
  if (problem) {
    useUploadsStore.setState({ errorKey: problem });
    return null;
  }
  useUploadsStore.setState({ uploading: true, errorKey: null });
  try {
    const image = await api.uploadImage(file);
    useUploadsStore.setState((state) => ({ uploading: false, version: state.version + 1 }));
    return image;
  } catch (error) {
    useUploadsStore.setState({ uploading: false, errorKey: failureKey(error) });
    return null;
  }
}
