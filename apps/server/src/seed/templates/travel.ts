import { fancy, icon, panel, text } from './elements';
import type { TemplateDefinition } from './template-definition';

export const TRAVEL_TEMPLATES: readonly TemplateDefinition[] = [
  {
    hash: 'tplexploremount7',
    title: { en: 'Explore the mountains', es: 'Explora la montaña' },
    layoutKey: 'instagram.story',
    category: 'Travel',
    background: {
      color: '#2F3E46',
      photo: 'picos-de-europa.jpg',
      overlay: { color: '#000000', opacity: 25 },
    },
    objects: [
      text(
        { en: 'EXPLORE', es: 'EXPLORA' },
        { left: 20, top: 120, width: 500 },
        { size: 30, font: 'Raleway', weight: 'bold', fill: '#FFFFFF', spacing: 800 },
      ),
      text(
        { en: 'the\nmountains', es: 'la\nmontaña' },
        { left: 20, top: 170, width: 500 },
        {
          size: 88,
          font: 'Lora',
          weight: 'bold',
          italic: true,
          fill: '#FFFFFF',
          lineHeight: 0.95,
        },
      ),
      fancy(
        { en: 'Guided hikes from €25', es: 'Rutas guiadas desde 25 €' },
        { left: 80, top: 790, width: 380, height: 80 },
        {
          size: 26,
          font: 'Raleway',
          fill: '#FFFFFF',
          background: '#F4A261',
          shape: 'banner',
        },
      ),
    ],
  },
  {
    hash: 'tplgetaway000038',
    title: { en: 'Weekend getaway', es: 'Escapada de fin de semana' },
    layoutKey: 'instagram.post',
    category: 'Travel',
    background: { color: '#023047', photo: 'bridge-cables-beach.jpg' },
    objects: [
      panel({ left: 60, top: 530, width: 680, height: 210 }, '#FFFFFF', { opacity: 0.92 }),
      icon('mdi', 'map-marker', { left: 372, top: 480, width: 56, height: 56 }, '#FB8500'),
      text(
        { en: 'Weekend getaway', es: 'Escapada de fin de semana' },
        { left: 60, top: 560, width: 680 },
        { size: 62, sizeEs: 44, font: 'Lora', weight: 'bold', fill: '#023047' },
      ),
      text(
        { en: 'Sun, sea and slow mornings', es: 'Sol, mar y mañanas sin prisa' },
        { left: 60, top: 655, width: 680 },
        { size: 30, font: 'Raleway', fill: '#219EBC' },
      ),
    ],
  },
  {
    hash: 'tpltravelcover39',
    title: { en: 'Travel blog cover', es: 'Portada de blog de viajes' },
    layoutKey: 'facebook.cover',
    category: 'Travel',
    background: {
      color: '#3D2B1F',
      photo: 'aitzgorri-autumn.jpg',
      overlay: { color: '#000000', opacity: 30 },
    },
    objects: [
      text(
        { en: 'Wander Notes', es: 'Notas de viaje' },
        { left: 40, top: 85, width: 771 },
        { size: 76, font: 'Lora', weight: 'bold', italic: true, fill: '#FFFFFF' },
      ),
      text(
        { en: 'STORIES FROM THE ROAD', es: 'HISTORIAS DEL CAMINO' },
        { left: 40, top: 195, width: 771 },
        {
          size: 22,
          font: 'Raleway',
          weight: 'bold',
          fill: '#FFFFFF',
          spacing: 500,
        },
      ),
    ],
  },
  {
    hash: 'tpltravelprof040',
    title: { en: 'Traveller profile picture', es: 'Foto de perfil de viajero' },
    layoutKey: 'twitter.profile',
    category: 'Travel',
    background: {
      color: '#023047',
      photo: 'picos-de-europa.jpg',
      overlay: { color: '#023047', opacity: 20 },
    },
    objects: [
      icon('mdi', 'circle-outline', { left: 20, top: 20, width: 360, height: 360 }, '#FFFFFF'),
      icon('mdi', 'map-marker', { left: 160, top: 150, width: 80, height: 80 }, '#FB8500'),
    ],
  },
];
