import { UPLOAD_MAX_BYTES } from '@lienzo/core';

/** Why a picked file is refused before it is sent (SPEC §5 audio picker, §8), as a locale key. */
export type AudioFileProblem = 'api_errors.API_ERROR_INVALID_AUDIO_FILE' | 'uploads.errors.too_big';

/**
 * The client's checks of the mp3 picker: an `.mp3` name, not empty ("Please try again by selecting a valid
 * mp3 file."), and at most the server's upload limit. The server checks again by the file's frames.
 */
export function checkAudioFile(file: { name: string; size: number }): AudioFileProblem | null {
  const extension = /\.([^.]+)$/.exec(file.name)?.[1]?.toLowerCase() ?? '';
  if (extension !== 'mp3' || file.size <= 0) return 'api_errors.API_ERROR_INVALID_AUDIO_FILE';
  if (file.size > UPLOAD_MAX_BYTES) return 'uploads.errors.too_big';
  return null;
}
