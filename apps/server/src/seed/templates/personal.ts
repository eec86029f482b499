import { disc, icon, panel, sticker, text } from './elements';
import type { TemplateDefinition } from './template-definition';

export const PERSONAL_TEMPLATES: readonly TemplateDefinition[] = [
  {
    hash: 'tplphotoprof0041',
    title: { en: 'Photographer profile picture', es: 'Foto de perfil de fotógrafo' },
    layoutKey: 'instagram.profile',
    category: 'Personal',
    background: { color: '#FFB703' },
    objects: [
      disc(160, 160, 115, '#023047'),
      icon('mdi', 'camera', { left: 105, top: 105, width: 110, height: 110 }, '#FFB703'),
    ],
  },
  {
    hash: 'tplbirthday00042',
    title: { en: 'Birthday party', es: 'Fiesta de cumpleaños' },
    layoutKey: 'instagram.story',
    category: 'Personal',
    background: { color: '#FFC8DD', pattern: 'confetti.svg' },
    objects: [
      sticker('balloon', 50, 110, 150, -10),
      sticker('balloon', 350, 70, 140, 12),
      text(
        { en: 'IT’S MY', es: 'ES MI' },
        { left: 20, top: 380, width: 500 },
        { size: 40, font: 'Raleway', weight: 'bold', fill: '#7B2CBF', spacing: 500 },
      ),
      text(
        { en: 'Birthday', es: 'Cumple' },
        { left: 20, top: 430, width: 500 },
        { size: 120, font: 'Lilita One', fill: '#7B2CBF' },
      ),
      sticker('birthday-cake', 190, 600, 160),
      text(
        { en: 'Party at 8 · bring your smile', es: 'Fiesta a las 8 · trae tu sonrisa' },
        { left: 20, top: 800, width: 500 },
        {
          size: 26,
          font: 'Open Sans',
          weight: 'bold',
          fill: '#5A189A',
        },
      ),
    ],
  },
  {
    hash: 'tplmonogramtw043',
    title: { en: 'Initials profile picture', es: 'Foto de perfil con iniciales' },
    layoutKey: 'twitter.profile',
    category: 'Personal',
    background: { color: '#FFE8D6' },
    objects: [
      disc(200, 200, 160, '#CB997E'),
      text(
        'jd',
        { left: 50, top: 88, width: 300 },
        { size: 170, font: 'Lora', weight: 'bold', italic: true, fill: '#FFE8D6' },
      ),
    ],
  },
  {
    hash: 'tpldailyjourn044',
    title: { en: 'Gratitude journal', es: 'Diario de gratitud' },
    layoutKey: 'instagram.post',
    category: 'Personal',
    background: { color: '#F1FAEE', pattern: 'grid.svg' },
    objects: [
      sticker('sparkles', 630, 110, 90),
      text(
        { en: 'Today I am\ngrateful for…', es: 'Hoy doy\ngracias por…' },
        { left: 60, top: 170, width: 680 },
        {
          size: 66,
          font: 'Lora',
          italic: true,
          fill: '#1D3557',
          lineHeight: 1.15,
        },
      ),
      panel({ left: 150, top: 470, width: 500, height: 3 }, '#457B9D'),
      panel({ left: 150, top: 560, width: 500, height: 3 }, '#457B9D'),
      panel({ left: 150, top: 650, width: 500, height: 3 }, '#457B9D'),
      text('1', { left: 100, top: 425, width: 40 }, { size: 32, font: 'Fredoka One', fill: '#E63946' }),
      text('2', { left: 100, top: 515, width: 40 }, { size: 32, font: 'Fredoka One', fill: '#E63946' }),
      text('3', { left: 100, top: 605, width: 40 }, { size: 32, font: 'Fredoka One', fill: '#E63946' }),
    ],
  },
];
