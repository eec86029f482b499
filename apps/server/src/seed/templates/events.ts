import { disc, fancy, icon, panel, sticker, text } from './elements';
import type { TemplateDefinition } from './template-definition';

export const EVENT_TEMPLATES: readonly TemplateDefinition[] = [
  {
    hash: 'tpleventannounce',
    title: 'Event invitation',
    layoutKey: 'facebook.post',
    category: 'Events',
    background: { color: '#1C4928' },
    objects: [
      icon('game-icons', 'laurels', { left: 395, top: 70, width: 150, height: 110 }, '#E9C46A'),
      text(
        'YOU ARE INVITED',
        { left: 40, top: 210, width: 860 },
        {
          size: 26,
          font: 'Raleway',
          weight: 'bold',
          fill: '#E9C46A',
          spacing: 600,
        },
      ),
      text(
        'Open House',
        { left: 40, top: 265, width: 860 },
        { size: 112, font: 'Lora', weight: 'bold', fill: '#FFFFFF' },
      ),
      text(
        'Saturday, 10 am – 4 pm',
        { left: 40, top: 430, width: 860 },
        { size: 36, font: 'Open Sans', fill: '#FFFFFF' },
      ),
      fancy(
        '12 Oak Street',
        { left: 330, top: 530, width: 280, height: 64 },
        {
          size: 26,
          font: 'Open Sans',
          fill: '#1C4928',
          background: '#E9C46A',
          shape: 'pill',
        },
      ),
    ],
  },
  {
    hash: 'tpllivemusic0014',
    title: 'Live music night',
    layoutKey: 'instagram.story',
    category: 'Events',
    background: { color: '#240046' },
    objects: [
      disc(270, 330, 190, '#7B2CBF'),
      disc(270, 330, 140, '#9D4EDD'),
      sticker('musical-notes', 185, 245, 170),
      text(
        'LIVE',
        { left: 20, top: 560, width: 500 },
        { size: 130, font: 'Lilita One', fill: '#FF9E00', spacing: 100 },
      ),
      text(
        'MUSIC NIGHT',
        { left: 20, top: 715, width: 500 },
        {
          size: 42,
          font: 'Raleway',
          weight: 'bold',
          fill: '#FFFFFF',
          spacing: 300,
        },
      ),
      text(
        'Friday 9 pm · The Blue Room',
        { left: 20, top: 790, width: 500 },
        { size: 24, font: 'Open Sans', fill: '#C77DFF' },
      ),
    ],
  },
  {
    hash: 'tplworkshop00015',
    title: 'Watercolour workshop',
    layoutKey: 'facebook.event_cover',
    category: 'Events',
    background: { color: '#FFF3E2' },
    objects: [
      panel({ left: 0, top: 0, width: 180, height: 262 }, '#FA7070'),
      icon('mdi', 'palette', { left: 40, top: 81, width: 100, height: 100 }, '#FFFFFF'),
      text(
        'Watercolour\nworkshop',
        { left: 205, top: 55, width: 280 },
        {
          size: 40,
          font: 'Lora',
          weight: 'bold',
          fill: '#3A3A3A',
          lineHeight: 1.05,
          align: 'left',
        },
      ),
      text(
        'SAT 14 JUNE · 10 AM',
        { left: 207, top: 170, width: 280 },
        {
          size: 17,
          font: 'Raleway',
          weight: 'bold',
          fill: '#FA7070',
          spacing: 200,
          align: 'left',
        },
      ),
    ],
  },
  {
    hash: 'tplconference016',
    title: 'Design conference',
    layoutKey: 'twitter.header',
    category: 'Events',
    background: { color: '#0B132B', pattern: 'grid.svg' },
    objects: [
      disc(1290, 260, 300, '#3A506B'),
      disc(1370, 110, 110, '#5BC0BE'),
      text(
        'DESIGN SUMMIT 2027',
        { left: 120, top: 150, width: 1100 },
        {
          size: 84,
          font: 'Raleway',
          weight: 'bold',
          fill: '#FFFFFF',
          spacing: 100,
          align: 'left',
        },
      ),
      text(
        'Talks · Workshops · Community',
        { left: 124, top: 270, width: 900 },
        {
          size: 38,
          font: 'Open Sans',
          fill: '#5BC0BE',
          align: 'left',
        },
      ),
      text(
        'Madrid, 12–13 March',
        { left: 124, top: 335, width: 900 },
        {
          size: 30,
          font: 'Open Sans',
          weight: 'bold',
          fill: '#FFFFFF',
          align: 'left',
        },
      ),
    ],
  },
  {
    hash: 'tplsavethedate17',
    title: 'Save the date',
    layoutKey: 'instagram.portrait',
    category: 'Events',
    background: { color: '#FBF7F2' },
    objects: [
      icon('game-icons', 'laurel-crown', { left: 390, top: 190, width: 300, height: 220 }, '#B08968'),
      text(
        'SAVE THE DATE',
        { left: 60, top: 470, width: 960 },
        {
          size: 48,
          font: 'Raleway',
          weight: 300,
          fill: '#7F5539',
          spacing: 800,
        },
      ),
      text(
        'Emma & Liam',
        { left: 60, top: 570, width: 960 },
        { size: 130, font: 'Lora', italic: true, fill: '#3E2C23' },
      ),
      panel({ left: 490, top: 800, width: 100, height: 4 }, '#B08968'),
      text(
        '18 · 09 · 2027',
        { left: 60, top: 850, width: 960 },
        {
          size: 50,
          font: 'Raleway',
          weight: 'bold',
          fill: '#7F5539',
          spacing: 300,
        },
      ),
      text(
        'Villa Rosa, Seville',
        { left: 60, top: 950, width: 960 },
        { size: 42, font: 'Lora', fill: '#7F5539' },
      ),
    ],
  },
  {
    hash: 'tplwebinar000018',
    title: 'Free webinar',
    layoutKey: 'linkedin.post',
    category: 'Events',
    background: { color: '#F8F9FA' },
    objects: [
      panel({ left: 0, top: 0, width: 560, height: 800 }, '#4361EE'),
      icon('tabler', 'presentation-analytics', { left: 130, top: 250, width: 300, height: 300 }, '#FFFFFF'),
      text(
        'FREE WEBINAR',
        { left: 640, top: 210, width: 700 },
        {
          size: 30,
          font: 'Raleway',
          weight: 'bold',
          fill: '#4361EE',
          spacing: 400,
          align: 'left',
        },
      ),
      text(
        'Grow your audience\nin 30 days',
        { left: 640, top: 270, width: 720 },
        {
          size: 70,
          font: 'Open Sans',
          weight: 'bold',
          fill: '#212529',
          lineHeight: 1.1,
          align: 'left',
        },
      ),
      text(
        'Thursday 5 pm CET · Register now',
        { left: 642, top: 470, width: 700 },
        {
          size: 30,
          font: 'Open Sans',
          fill: '#495057',
          align: 'left',
        },
      ),
      fancy(
        'Save your seat',
        { left: 640, top: 560, width: 300, height: 70 },
        {
          size: 28,
          font: 'Open Sans',
          fill: '#FFFFFF',
          background: '#F72585',
          shape: 'pill',
        },
      ),
    ],
  },
];
