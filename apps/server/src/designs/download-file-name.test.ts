import { describe, expect, it } from 'vitest';
import { asciiSlug, downloadDisposition, unicodeSlug } from './download-file-name';

describe('download file names', () => {
  it('makes an ASCII slug with accents folded, and a Unicode slug keeping the letters of any script', () => {
    expect(asciiSlug('My Title')).toBe('my-title');
    expect(asciiSlug('Café & Crème!')).toBe('cafe-creme');
    expect(asciiSlug('Καλό Καλοκαίρι')).toBe('design');
    expect(unicodeSlug('Καλό Καλοκαίρι!')).toBe('καλό-καλοκαίρι');
    expect(unicodeSlug('  ¡Oferta!  ')).toBe('oferta');
    expect(unicodeSlug('🎉🎉')).toBe('design');
    expect(asciiSlug('x'.repeat(200))).toHaveLength(60);
    expect([...unicodeSlug('ñ'.repeat(200))]).toHaveLength(60);
  });

  it('names the attachment after the title and size, with both filename and filename*', () => {
    expect(downloadDisposition('My title', { width: 1080, height: 1080 }, 'png')).toBe(
      `attachment; filename="my-title-1080x1080.png"; filename*=UTF-8''my-title-1080x1080.png`,
    );
    expect(downloadDisposition('Año nuevo', { width: 10, height: 20 }, 'jpg')).toBe(
      `attachment; filename="ano-nuevo-10x20.jpg"; filename*=UTF-8''a%C3%B1o-nuevo-10x20.jpg`,
    );
  });

  it('lets no quote, CR, LF, path separator or direction override of a hostile title into the header', () => {
    const hostile = 'a"b\r\nSet-Cookie: x=1; ../..\\etc/passwd\u202Egnp.exe\u0000 ✓ \'()*';
    const header = downloadDisposition(hostile, { width: 1, height: 1 }, 'png');
    expect(header).toBe(
      'attachment; filename="a-b-set-cookie-x-1-etc-passwd-gnp-exe-1x1.png"; ' +
        "filename*=UTF-8''a-b-set-cookie-x-1-etc-passwd-gnp-exe-1x1.png",
    );
    expect(header).not.toMatch(/[\r\n\u202E\\/]|\.\./);
  });
});
