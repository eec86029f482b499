import i18next, { type TFunction } from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { scheduleWarnings } from '@lienzo/core';
import en from '../../public/dist/i18n/locale-en.json';
import es from '../../public/dist/i18n/locale-es.json';
import { carouselErrorText, carouselSendTexts } from './carouselText';
import { subjectOfRecord } from './scheduleSubject';
import { scheduleWarningText } from './warningText';

let tEn: TFunction;
let tEs: TFunction;

beforeAll(async () => {
  const i18n = i18next.createInstance();
  await i18n.init({
    lng: 'en',
    resources: { en: { translation: en }, es: { translation: es } },
    interpolation: { escapeValue: false },
    showSupportNotice: false,
  });
  tEn = i18n.getFixedT('en');
  tEs = i18n.getFixedT('es');
});

describe('a carousel in the schedule modal (issue 23)', () => {
  it('says how many pictures each chosen network gets, LinkedIn a PDF', () => {
    expect(carouselSendTexts(['instagram', 'linkedin', 'twitter', 'pinterest'], 5, tEn)).toEqual([
      'Instagram: 5 pictures',
      'LinkedIn: PDF document, 5 pages',
      'Twitter: 4 pictures',
      'Pinterest: 1 picture (page 1)',
    ]);
    expect(carouselSendTexts(['fb_page', 'linkedin'], 3, tEs)).toEqual([
      'Página de Facebook: 3 imágenes',
      'LinkedIn: documento PDF, 3 páginas',
    ]);
    // One page: one picture everywhere, nothing to say.
    expect(carouselSendTexts(['instagram', 'linkedin'], 1, tEn)).toEqual([]);
  });

  it('blocks Twitter above 4 pages, with the reason in the interface language', () => {
    expect(carouselErrorText(['instagram', 'twitter'], 4, tEn)).toBeNull();
    expect(carouselErrorText(['instagram'], 20, tEn)).toBeNull();
    expect(carouselErrorText(['instagram', 'twitter'], 5, tEn)).toBe(
      'Twitter takes up to 4 pictures; this carousel has 5 pages. Remove pages or untick Twitter.',
    );
    expect(carouselErrorText(['twitter'], 6, tEs)).toBe(
      'Twitter admite hasta 4 imágenes; este carrusel tiene 6 páginas. Quita páginas o desmarca Twitter.',
    );
  });

  it('warns that Pinterest posts page 1 only, in English and Spanish', () => {
    const design = {
      post_type: 'IMAGE' as const,
      width: 1080,
      height: 1350,
      caption: '',
      hashtags: [],
      first_comment: '',
    };
    const [warning] = scheduleWarnings({ ...design, pages: 5 }, ['pinterest']);
    expect(scheduleWarningText(warning!, tEn, 'en')).toBe(
      'Pinterest posts one picture: only page 1 is sent.',
    );
    expect(scheduleWarningText(warning!, tEs, 'es')).toBe(
      'Pinterest publica una sola imagen: solo se envía la página 1.',
    );
  });

  it('counts a stored design’s pages for a post edited from the list', () => {
    const record = { id: 1, hash: 'h', title: 'T', post_type: 'IMAGE' as const, width: 1080, height: 1350 };
    const pages = (count: number) => ({
      pages: Array.from({ length: count }, (_, index) => ({ id: `p${index}` })),
    });
    expect(subjectOfRecord({ ...record, editor: pages(5) } as never).pages).toBe(5);
    expect(subjectOfRecord({ ...record, editor: { objects: [] } } as never).pages).toBe(1);
  });
});
