import { icon, panel, photo, text } from './elements';
import type { TemplateDefinition } from './template-definition';

export const QUOTE_TEMPLATES: readonly TemplateDefinition[] = [
  {
    hash: 'tplweeklyquote01',
    title: { en: 'Weekly quote', es: 'Frase de la semana' },
    layoutKey: 'instagram.post',
    category: 'Quotes',
    background: { color: '#FFD2D4' },
    objects: [
      text(
        '“',
        { left: 0, top: 70, width: 800 },
        { size: 260, font: 'Lora', weight: 'bold', fill: '#E85D75', lineHeight: 0.8 },
      ),
      text(
        { en: 'Make it simple,\nbut significant.', es: 'Hazlo sencillo,\npero significativo.' },
        { left: 60, top: 300, width: 680 },
        {
          size: 66,
          font: 'Lora',
          italic: true,
          fill: '#3D2C2E',
          lineHeight: 1.2,
        },
      ),
      panel({ left: 360, top: 530, width: 80, height: 5 }, '#E85D75'),
      text(
        { en: 'QUOTE OF THE WEEK', es: 'FRASE DE LA SEMANA' },
        { left: 60, top: 570, width: 680 },
        {
          size: 24,
          font: 'Raleway',
          weight: 'bold',
          fill: '#3D2C2E',
          spacing: 400,
        },
      ),
    ],
  },
  {
    hash: 'tplsunsetquote09',
    title: { en: 'Sunset quote', es: 'Frase del atardecer' },
    layoutKey: 'instagram.story',
    category: 'Quotes',
    background: {
      color: '#1A1A1A',
      photo: 'mountain-sunset.jpg',
      overlay: { color: '#000000', opacity: 40 },
    },
    objects: [
      icon('mdi', 'star-four-points', { left: 246, top: 300, width: 48, height: 48 }, '#FFD6A5'),
      text(
        {
          en: 'Every sunset is\nan opportunity\nto reset.',
          es: 'Cada atardecer es\nuna oportunidad\npara renacer.',
        },
        { left: 30, top: 380, width: 480 },
        {
          size: 50,
          font: 'Lora',
          italic: true,
          fill: '#FFFFFF',
          lineHeight: 1.25,
        },
      ),
      text(
        { en: '— SEND THIS TO A FRIEND', es: '— ENVÍASELO A UN AMIGO' },
        { left: 30, top: 620, width: 480 },
        {
          size: 18,
          font: 'Raleway',
          weight: 'bold',
          fill: '#FFD6A5',
          spacing: 400,
        },
      ),
    ],
  },
  {
    hash: 'tplminimalquot10',
    title: { en: 'Minimal quote', es: 'Frase minimalista' },
    layoutKey: 'twitter.image_post',
    category: 'Quotes',
    background: { color: '#F4F1DE' },
    objects: [
      panel({ left: 30, top: 30, width: 840, height: 390 }, '#3D405B', { opacity: 0.08 }),
      panel({ left: 420, top: 120, width: 60, height: 6 }, '#E07A5F'),
      text(
        { en: 'Less, but better.', es: 'Menos, pero mejor.' },
        { left: 40, top: 160, width: 820 },
        { size: 76, font: 'Lora', weight: 'bold', fill: '#3D405B' },
      ),
      text(
        'DIETER RAMS',
        { left: 40, top: 285, width: 820 },
        {
          size: 22,
          font: 'Raleway',
          weight: 'bold',
          fill: '#E07A5F',
          spacing: 500,
        },
      ),
    ],
  },
  {
    hash: 'tplleadquote0011',
    title: { en: 'Leadership quote', es: 'Frase de liderazgo' },
    layoutKey: 'linkedin.post',
    category: 'Quotes',
    background: { color: '#0A2540' },
    objects: [
      panel({ left: 140, top: 220, width: 14, height: 360 }, '#00D4FF'),
      text(
        {
          en: '“The best way to predict\nthe future is to create it.”',
          es: '«La mejor forma de predecir\nel futuro es crearlo».',
        },
        { left: 200, top: 250, width: 1100 },
        {
          size: 72,
          font: 'Lora',
          fill: '#FFFFFF',
          lineHeight: 1.2,
          align: 'left',
        },
      ),
      text(
        'PETER DRUCKER',
        { left: 204, top: 500, width: 800 },
        {
          size: 30,
          font: 'Raleway',
          weight: 'bold',
          fill: '#00D4FF',
          spacing: 300,
          align: 'left',
        },
      ),
      icon('mdi', 'dots-horizontal', { left: 1180, top: 640, width: 120, height: 60 }, '#00D4FF', {
        opacity: 0.6,
      }),
    ],
  },
  {
    hash: 'tplforestquote12',
    title: { en: 'Forest quote', es: 'Frase del bosque' },
    layoutKey: 'pinterest.design',
    category: 'Quotes',
    background: { color: '#F1FAEE' },
    objects: [
      photo('forest-stream.jpg', { left: 0, top: 0, width: 700, height: 560 }),
      text(
        { en: 'Not all those\nwho wander\nare lost.', es: 'No todos los\nque vagan\nestán perdidos.' },
        { left: 40, top: 610, width: 620 },
        {
          size: 60,
          font: 'Lora',
          weight: 'bold',
          italic: true,
          fill: '#1D3557',
          lineHeight: 1.15,
        },
      ),
      text(
        'J. R. R. TOLKIEN',
        { left: 40, top: 880, width: 620 },
        {
          size: 22,
          font: 'Raleway',
          weight: 'bold',
          fill: '#457B9D',
          spacing: 400,
        },
      ),
      icon('game-icons', 'leaf-swirl', { left: 320, top: 940, width: 60, height: 60 }, '#457B9D'),
    ],
  },
];
