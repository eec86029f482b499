import { describe, expect, it } from 'vitest';
import { getLayout } from './catalogue';
import { isDocumentLayout, pdfPageSize } from './print';

const ref = (key: string) => {
  const [width, height] = getLayout(key).sizes;
  return { key, width, height };
};

describe('PDF page sizes of layouts', () => {
  it('gives the document layouts their paper sizes (150 dpi)', () => {
    const a4 = pdfPageSize(ref('documents.a4'));
    // A4 is 210 × 297 mm: 595.3 × 841.9 points.
    expect(a4.width).toBeCloseTo(595.2, 1);
    expect(a4.height).toBeCloseTo(841.9, 1);
    expect(pdfPageSize(ref('documents.letter'))).toEqual({ width: 612, height: 792 });
    expect(isDocumentLayout(ref('documents.business_card'))).toBe(true);
  });

  it('draws a screen layout at 96 pixels an inch', () => {
    expect(isDocumentLayout(ref('instagram.post'))).toBe(false);
    expect(pdfPageSize({ key: 'instagram.post', width: 1080, height: 1080 })).toEqual({
      width: 810,
      height: 810,
    });
  });
});
