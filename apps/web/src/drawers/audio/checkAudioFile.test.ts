import { UPLOAD_MAX_BYTES } from '@lienzo/core';
import { describe, expect, it } from 'vitest';
import en from '../../../public/dist/i18n/locale-en.json';
import es from '../../../public/dist/i18n/locale-es.json';
import { checkAudioFile } from './checkAudioFile';

describe('checkAudioFile (SPEC §5 audio picker)', () => {
  it('accepts an mp3 name, in any case, from 1 byte to the server’s upload limit', () => {
    for (const name of ['a.mp3', 'My Song.MP3', 'live.at.home.Mp3'])
      expect(checkAudioFile({ name, size: 1 }), name).toBeNull();
    expect(checkAudioFile({ name: 'a.mp3', size: UPLOAD_MAX_BYTES })).toBeNull();
  });

  it('refuses an empty file with the SPEC message', () => {
    expect(checkAudioFile({ name: 'a.mp3', size: 0 })).toBe('api_errors.API_ERROR_INVALID_AUDIO_FILE');
    expect(en.api_errors.API_ERROR_INVALID_AUDIO_FILE).toBe(
      'Please try again by selecting a valid mp3 file.',
    );
    expect(es.api_errors.API_ERROR_INVALID_AUDIO_FILE).not.toBe('');
  });

  it('refuses other types with the same message, and files past the limit with the size message', () => {
    for (const name of ['a.wav', 'b.ogg', 'mp3', 'c.mp3.exe', ''])
      expect(checkAudioFile({ name, size: 10 }), name).toBe('api_errors.API_ERROR_INVALID_AUDIO_FILE');
    expect(checkAudioFile({ name: 'a.mp3', size: UPLOAD_MAX_BYTES + 1 })).toBe('uploads.errors.too_big');
    expect(en.uploads.errors.too_big).toBe('Maximum file size to upload is 5MB');
  });
});
