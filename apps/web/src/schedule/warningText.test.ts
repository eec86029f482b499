import i18next, { type TFunction } from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { scheduleWarnings, type ScheduleWarning } from '@lienzo/core';
import en from '../../public/dist/i18n/locale-en.json';
import es from '../../public/dist/i18n/locale-es.json';
import { scheduleErrorTexts } from './formErrorText';
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

const banner = {
  post_type: 'IMAGE' as const,
  width: 1500,
  height: 500,
  caption: '',
  hashtags: [],
  first_comment: '',
};

describe('design-time warnings, said in the interface language', () => {
  it('gives a wide picture’s ratio against Instagram’s, with the locale’s decimals', () => {
    const [warning] = scheduleWarnings(banner, ['instagram']);
    expect(scheduleWarningText(warning!, tEn, 'en')).toBe(
      'Instagram crops pictures wider than 1.91:1 or narrower than 0.8:1; this one is 3:1.',
    );
    expect(scheduleWarningText(warning!, tEs, 'es')).toBe(
      'Instagram recorta las imágenes más anchas que 1,91:1 o más estrechas que 0,8:1; esta es 3:1.',
    );
  });

  it('says every kind of warning with its numbers and the network’s name', () => {
    const warnings: ScheduleWarning[] = [
      { network: 'fb_page', code: 'too_narrow', min: 200, actual: 150 },
      { network: 'linkedin', code: 'video_too_short', min: 3, actual: 2 },
      { network: 'google', code: 'video_too_long', max: 60, actual: 75.5 },
      { network: 'twitter', code: 'caption_too_long', max: 280, actual: 1234 },
      { network: 'pinterest', code: 'too_many_hashtags', max: 20, actual: 21 },
      { network: 'fb_event', code: 'no_first_comment' },
    ];
    expect(warnings.map((warning) => scheduleWarningText(warning, tEn, 'en'))).toEqual([
      'Facebook page needs pictures at least 200 px wide; this one is 150 px.',
      'LinkedIn takes videos of at least 3 s; this one lasts 2 s.',
      'Google+ takes videos of up to 60 s; this one lasts 75.5 s.',
      'Twitter takes up to 280 characters with the hashtags; this text has 1,234.',
      'Pinterest takes up to 20 hashtags; this post has 21.',
      'Facebook event takes no first comment: it goes out without it there.',
    ]);
    expect(scheduleWarningText(warnings[2]!, tEs, 'es')).toBe(
      'Google+ admite vídeos de hasta 60 s; este dura 75,5 s.',
    );
    expect(scheduleWarningText(warnings[5]!, tEs, 'es')).toBe(
      'Evento de Facebook no admite primer comentario: allí se publica sin él.',
    );
  });
});

describe('form problems, said next to their fields', () => {
  it('names the zone a time is skipped in, and the text that is not a hashtag', () => {
    expect(
      scheduleErrorTexts(
        {
          networks: 'none',
          time: 'skipped',
          hashtags: { code: 'invalid', invalid: ['#no-dash', '<b>'] },
          caption: { code: 'too_long', max: 5000 },
        },
        tEn,
        'America/Mexico_City',
      ),
    ).toEqual({
      networks: 'Pick at least one network.',
      time: 'That time does not exist in America/Mexico City: the clocks skip it. Pick another.',
      hashtags: 'These are not hashtags: #no-dash, <b>. Use letters, digits and _ only.',
      caption: 'Write at most 5000 characters.',
    });
    expect(scheduleErrorTexts({ time: 'past', hashtags: { code: 'too_many', max: 30 } }, tEs, 'UTC')).toEqual(
      {
        time: 'Esa hora ya ha pasado. Elige una hora futura.',
        hashtags: 'Usa como máximo 30 hashtags.',
      },
    );
  });
});
