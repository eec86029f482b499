import { describe, expect, it } from 'vitest';
import { uploadedFileName } from './multipart-file';

describe('the name kept of an uploaded file', () => {
  it('is the file name without folders or extension', () => {
    expect(uploadedFileName('Cumpleaños de Quimet.JPG')).toBe('Cumpleaños de Quimet');
    expect(uploadedFileName('C:\\fotos\\playa.final.png')).toBe('playa.final');
    expect(uploadedFileName('../../etc/passwd')).toBe('passwd');
  });

  it('drops control characters and squeezes spaces, keeping at most 200 characters', () => {
    expect(uploadedFileName('a\u0000b\u202e\tc   d.jpg')).toBe('a b c d');
    expect(uploadedFileName(`${'é'.repeat(300)}.jpg`)).toBe('é'.repeat(200));
    expect(uploadedFileName(`${'😀'.repeat(201)}.jpg`)).toBe('😀'.repeat(200));
  });

  it('is null when nothing is left', () => {
    for (const name of [undefined, '', '.jpg', '   .png', '\u0001\u0002.jpg', 'folder/'])
      expect(uploadedFileName(name), String(name)).toBeNull();
  });
});
