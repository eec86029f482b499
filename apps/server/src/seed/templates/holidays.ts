import { disc, icon, sticker, text } from './elements';
import type { TemplateDefinition } from './template-definition';

export const HOLIDAY_TEMPLATES: readonly TemplateDefinition[] = [
  {
    hash: 'tplmerryxmas0019',
    title: { en: 'Merry Christmas', es: 'Feliz Navidad' },
    layoutKey: 'instagram.story',
    category: 'Holidays',
    background: { color: '#B5161F', pattern: 'crosses.svg' },
    objects: [
      sticker('snowflake', 60, 90, 70, -10),
      sticker('snowflake', 400, 150, 90, 15),
      sticker('snowflake', 220, 60, 50),
      text(
        { en: 'Merry', es: 'Feliz' },
        { left: 20, top: 320, width: 500 },
        { size: 100, font: 'Lora', italic: true, fill: '#FFFFFF' },
      ),
      text(
        { en: 'CHRISTMAS', es: 'NAVIDAD' },
        { left: 20, top: 445, width: 500 },
        { size: 86, font: 'Lilita One', fill: '#FFD166', spacing: 60 },
      ),
      text(
        { en: 'and a happy new year', es: 'y próspero año nuevo' },
        { left: 20, top: 565, width: 500 },
        { size: 30, font: 'Raleway', weight: 'bold', fill: '#FFFFFF' },
      ),
      sticker('christmas-tree', 195, 650, 150),
    ],
  },
  {
    hash: 'tplhalloween0020',
    title: { en: 'Happy Halloween', es: 'Feliz Halloween' },
    layoutKey: 'instagram.post',
    category: 'Holidays',
    background: { color: '#1A1A2E' },
    objects: [
      disc(400, 290, 190, '#F77F00'),
      icon('game-icons', 'bat', { left: 300, top: 210, width: 200, height: 140 }, '#1A1A2E'),
      text(
        { en: 'HAPPY', es: 'FELIZ' },
        { left: 40, top: 530, width: 720 },
        { size: 40, font: 'Raleway', weight: 'bold', fill: '#F77F00', spacing: 700 },
      ),
      text(
        'Halloween',
        { left: 40, top: 585, width: 720 },
        { size: 124, font: 'Lilita One', fill: '#FFFFFF' },
      ),
      icon('game-icons', 'pumpkin-lantern', { left: 50, top: 660, width: 100, height: 100 }, '#F77F00'),
      icon('game-icons', 'pumpkin-lantern', { left: 650, top: 660, width: 100, height: 100 }, '#F77F00'),
    ],
  },
  {
    hash: 'tplnewyear000021',
    title: { en: 'Happy new year', es: 'Feliz año nuevo' },
    layoutKey: 'facebook.post',
    category: 'Holidays',
    background: { color: '#0D1B2A', pattern: 'confetti.svg' },
    objects: [
      sticker('party-popper', 110, 100, 130, -15),
      sticker('sparkles', 700, 520, 110),
      text(
        '2027',
        { left: 40, top: 180, width: 860 },
        { size: 230, font: 'Lilita One', fill: '#FFD60A', spacing: 60 },
      ),
      text(
        { en: 'HAPPY NEW YEAR', es: 'FELIZ AÑO NUEVO' },
        { left: 40, top: 450, width: 860 },
        {
          size: 56,
          font: 'Raleway',
          weight: 'bold',
          fill: '#FFFFFF',
          spacing: 400,
        },
      ),
      text(
        { en: 'Thank you for an amazing year', es: 'Gracias por un año increíble' },
        { left: 40, top: 550, width: 860 },
        {
          size: 34,
          font: 'Lora',
          italic: true,
          fill: '#E0E1DD',
        },
      ),
    ],
  },
  {
    hash: 'tplvalentine0022',
    title: { en: 'Valentine’s Day', es: 'San Valentín' },
    layoutKey: 'instagram.story',
    category: 'Holidays',
    background: { color: '#FFE5EC', pattern: 'dots.svg' },
    objects: [
      icon('mdi', 'heart', { left: 110, top: 150, width: 320, height: 320 }, '#FF8FAB'),
      text('XO', { left: 110, top: 245, width: 320 }, { size: 96, font: 'Fredoka One', fill: '#FFFFFF' }),
      text(
        { en: 'Love\nis in\nthe air', es: 'El amor\nestá en\nel aire' },
        { left: 20, top: 500, width: 500 },
        {
          size: 84,
          font: 'Lora',
          weight: 'bold',
          italic: true,
          fill: '#C9184A',
          lineHeight: 1,
        },
      ),
      text(
        { en: 'VALENTINE’S DAY', es: 'SAN VALENTÍN' },
        { left: 20, top: 820, width: 500 },
        {
          size: 24,
          font: 'Raleway',
          weight: 'bold',
          fill: '#FB6F92',
          spacing: 500,
        },
      ),
    ],
  },
  {
    hash: 'tplholidayhead23',
    title: { en: 'Happy holidays cover', es: 'Portada de felices fiestas' },
    layoutKey: 'facebook.cover',
    category: 'Holidays',
    background: { color: '#1B4332', pattern: 'diamonds.svg' },
    objects: [
      sticker('christmas-tree', 50, 95, 130, -6),
      sticker('wrapped-gift', 680, 120, 110, 8),
      text(
        { en: 'Happy holidays', es: 'Felices fiestas' },
        { left: 150, top: 85, width: 551 },
        { size: 72, font: 'Lora', italic: true, fill: '#FFFFFF' },
      ),
      text(
        { en: 'FROM ALL OF US TO ALL OF YOU', es: 'DE TODO EL EQUIPO PARA TI' },
        { left: 150, top: 195, width: 551 },
        {
          size: 19,
          font: 'Raleway',
          weight: 'bold',
          fill: '#D8F3DC',
          spacing: 400,
        },
      ),
    ],
  },
  {
    hash: 'tplholidayprof24',
    title: { en: 'Holiday profile picture', es: 'Foto de perfil navideña' },
    layoutKey: 'instagram.profile',
    category: 'Holidays',
    background: { color: '#B5161F', pattern: 'polka.svg' },
    objects: [
      disc(160, 160, 118, '#FFFFFF'),
      sticker('christmas-tree', 90, 80, 140),
      icon('mdi', 'star-four-points', { left: 240, top: 40, width: 40, height: 40 }, '#FFD166'),
      icon('mdi', 'star-four-points', { left: 40, top: 240, width: 30, height: 30 }, '#FFD166'),
    ],
  },
];
