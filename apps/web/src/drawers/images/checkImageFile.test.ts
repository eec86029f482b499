import { UPLOAD_MAX_BYTES } from '@lienzo/core';
import { describe, expect, it } from 'vitest';
import en from '../../../public/dist/i18n/locale-en.json';
import { checkImageFile } from './checkImageFile';

describe('checkImageFile', () => {
  it('accepts JPG, JPEG and PNG names from 1 byte to the limit, in any case', () => {
    for (const name of ['a.jpg', 'b.JPEG', 'c.png', 'my.holiday.Png'])
      expect(checkImageFile({ name, size: 1 }), name).toBeNull();
    expect(checkImageFile({ name: 'a.png', size: UPLOAD_MAX_BYTES })).toBeNull();
  });

  it('refuses other types with the SPEC message', () => {
    for (const name of ['a.gif', 'b.svg', 'c.webp', 'png', 'd.png.txt', 'e.', ''])
      expect(checkImageFile({ name, size: 10 }), name).toBe('uploads.errors.wrong_type');
    expect(en.uploads.errors.wrong_type).toBe('Only JPG & PNG pictures are allowed');
  });

  it('refuses empty files and files past 5767168 bytes with the SPEC message', () => {
    expect(checkImageFile({ name: 'a.jpg', size: 0 })).toBe('uploads.errors.too_big');
    expect(checkImageFile({ name: 'a.jpg', size: UPLOAD_MAX_BYTES + 1 })).toBe('uploads.errors.too_big');
    expect(en.uploads.errors.too_big).toBe('Maximum file size to upload is 5MB');
  });
});
