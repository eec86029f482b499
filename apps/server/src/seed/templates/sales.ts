import { disc, fancy, icon, panel, photo, sticker, text } from './elements';
import type { TemplateDefinition } from './template-definition';

export const SALES_TEMPLATES: readonly TemplateDefinition[] = [
  {
    hash: 'tplsummersale001',
    title: { en: 'Summer sale', es: 'Rebajas de verano' },
    layoutKey: 'instagram.story',
    category: 'Sales',
    background: { color: '#0B3C5D', photo: 'dune-grass.jpg', overlay: { color: '#0B3C5D', opacity: 35 } },
    objects: [
      sticker('sun-with-face', 390, 140, 110, 12),
      text(
        { en: 'SUMMER', es: 'REBAJAS' },
        { left: 20, top: 290, width: 500 },
        { size: 112, font: 'Lilita One', fill: '#FFFFFF', spacing: 60 },
      ),
      text(
        { en: 'SALE', es: 'VERANO' },
        { left: 20, top: 410, width: 500 },
        { size: 168, sizeEs: 124, font: 'Lilita One', fill: '#FFD166', spacing: 40 },
      ),
      fancy(
        { en: 'UP TO 50% OFF', es: 'HASTA -50 %' },
        { left: 95, top: 630, width: 350, height: 86 },
        {
          size: 32,
          font: 'Fredoka One',
          fill: '#FFFFFF',
          background: '#EF476F',
          shape: 'ribbon',
        },
      ),
      text(
        { en: 'This weekend only · shop now', es: 'Solo este fin de semana' },
        { left: 40, top: 770, width: 460 },
        {
          size: 24,
          font: 'Raleway',
          weight: 'bold',
          fill: '#FFFFFF',
          spacing: 80,
        },
      ),
    ],
  },
  {
    hash: 'tplflashsale0002',
    title: { en: 'Flash sale', es: 'Oferta relámpago' },
    layoutKey: 'instagram.post',
    category: 'Sales',
    background: { color: '#FFD23F', pattern: 'diagonal.svg' },
    objects: [
      panel({ left: 90, top: 130, width: 620, height: 520 }, '#1B1B3A'),
      sticker('high-voltage', 340, 170, 120),
      text(
        { en: 'FLASH\nSALE', es: 'OFERTA\nFLASH' },
        { left: 90, top: 300, width: 620 },
        {
          size: 130,
          font: 'Lilita One',
          fill: '#FFD23F',
          lineHeight: 0.95,
          spacing: 40,
        },
      ),
      fancy(
        { en: '-40%', es: '-40 %' },
        { left: 570, top: 60, width: 190, height: 190 },
        {
          size: 52,
          font: 'Fredoka One',
          fill: '#FFFFFF',
          background: '#EE4266',
          shape: 'starburst',
          angle: 12,
        },
      ),
      text(
        { en: 'Use code FLASH40 at checkout', es: 'Usa el código FLASH40 al pagar' },
        { left: 60, top: 690, width: 680 },
        {
          size: 30,
          font: 'Open Sans',
          weight: 'bold',
          fill: '#1B1B3A',
        },
      ),
    ],
  },
  {
    hash: 'tplblackfriday03',
    title: { en: 'Black Friday', es: 'Black Friday' },
    layoutKey: 'facebook.post',
    category: 'Sales',
    background: { color: '#111111' },
    objects: [
      text(
        'BLACK',
        { left: 40, top: 150, width: 860 },
        { size: 140, font: 'Raleway', weight: 'bold', fill: '#FFFFFF', spacing: 250 },
      ),
      text(
        'FRIDAY',
        { left: 40, top: 310, width: 860 },
        { size: 140, font: 'Raleway', weight: 'bold', fill: '#F5C518', spacing: 250 },
      ),
      panel({ left: 245, top: 510, width: 450, height: 76 }, '#F5C518'),
      text(
        { en: 'UP TO 70% OFF', es: 'HASTA -70 %' },
        { left: 245, top: 524, width: 450 },
        {
          size: 36,
          font: 'Open Sans',
          weight: 'bold',
          fill: '#111111',
          spacing: 120,
        },
      ),
      text(
        { en: 'Nov 28 – Dec 1 · online and in store', es: '28 nov. – 1 dic. · en línea y en tienda' },
        { left: 40, top: 640, width: 860 },
        {
          size: 26,
          font: 'Raleway',
          fill: '#BBBBBB',
        },
      ),
      disc(110, 110, 10, '#F5C518'),
      disc(830, 690, 10, '#F5C518'),
    ],
  },
  {
    hash: 'tplnewcollect004',
    title: { en: 'New collection', es: 'Nueva colección' },
    layoutKey: 'twitter.image_post',
    category: 'Sales',
    background: { color: '#FDF6EC' },
    objects: [
      photo('colourful-brushes.jpg', { left: 0, top: 0, width: 450, height: 450 }),
      text(
        { en: 'NEW IN', es: 'NOVEDADES' },
        { left: 490, top: 100, width: 370 },
        {
          size: 24,
          font: 'Raleway',
          weight: 'bold',
          fill: '#B5651D',
          spacing: 600,
          align: 'left',
        },
      ),
      text(
        { en: 'Spring\ncollection', es: 'Colección\nprimavera' },
        { left: 490, top: 145, width: 380 },
        {
          size: 62,
          font: 'Lora',
          weight: 'bold',
          fill: '#2B2B2B',
          lineHeight: 1,
          align: 'left',
        },
      ),
      fancy(
        { en: 'Shop now', es: 'Compra ya' },
        { left: 490, top: 330, width: 190, height: 58 },
        {
          size: 24,
          font: 'Raleway',
          fill: '#FFFFFF',
          background: '#B5651D',
          shape: 'pill',
        },
      ),
    ],
  },
  {
    hash: 'tplmidseason0005',
    title: { en: 'Mid-season sale', es: 'Rebajas de temporada' },
    layoutKey: 'facebook.cover',
    category: 'Sales',
    background: { color: '#F7E1D7', pattern: 'dots.svg' },
    objects: [
      panel({ left: 0, top: 0, width: 320, height: 315 }, '#EDAFB8'),
      photo('ladybird.jpg', { left: 30, top: 30, width: 260, height: 255 }),
      text(
        { en: 'MID-SEASON', es: 'MEDIA TEMPORADA' },
        { left: 350, top: 55, width: 480 },
        { size: 54, sizeEs: 38, font: 'Lilita One', fill: '#4A5759', align: 'left', spacing: 40 },
      ),
      text(
        { en: 'SALE', es: 'REBAJAS' },
        { left: 350, top: 110, width: 480 },
        { size: 110, sizeEs: 92, font: 'Lilita One', fill: '#E07A5F', align: 'left', spacing: 40 },
      ),
      text(
        { en: 'Up to 40% off everything', es: 'Hasta -40 % en todo' },
        { left: 352, top: 245, width: 480 },
        {
          size: 26,
          font: 'Raleway',
          weight: 'bold',
          fill: '#4A5759',
          align: 'left',
        },
      ),
    ],
  },
  {
    hash: 'tpldiscountcd006',
    title: { en: 'Welcome discount', es: 'Descuento de bienvenida' },
    layoutKey: 'instagram.story',
    category: 'Sales',
    background: { color: '#2EC4B6', pattern: 'polka.svg' },
    objects: [
      panel({ left: 60, top: 250, width: 420, height: 470 }, '#FFFFFF'),
      sticker('party-popper', 380, 180, 120, 10),
      text(
        { en: 'GET', es: 'CONSIGUE' },
        { left: 60, top: 295, width: 420 },
        { size: 34, font: 'Raleway', weight: 'bold', fill: '#2EC4B6', spacing: 500 },
      ),
      text(
        { en: '20% OFF', es: '-20 %' },
        { left: 60, top: 345, width: 420 },
        { size: 104, font: 'Lilita One', fill: '#FF6B6B' },
      ),
      text(
        { en: 'your first order', es: 'en tu primer pedido' },
        { left: 60, top: 485, width: 420 },
        { size: 38, font: 'Lora', italic: true, fill: '#333333' },
      ),
      panel({ left: 110, top: 580, width: 320, height: 76 }, '#FFE66D'),
      text(
        'WELCOME20',
        { left: 110, top: 596, width: 320 },
        {
          size: 36,
          font: 'Open Sans',
          weight: 'bold',
          fill: '#333333',
          spacing: 200,
        },
      ),
      text(
        { en: 'Swipe up to shop', es: 'Desliza para comprar' },
        { left: 60, top: 800, width: 420 },
        { size: 26, font: 'Raleway', weight: 'bold', fill: '#FFFFFF', spacing: 100 },
      ),
    ],
  },
  {
    hash: 'tplsalebadge0007',
    title: { en: 'Sale badge', es: 'Insignia de rebajas' },
    layoutKey: 'instagram.profile',
    category: 'Sales',
    background: { color: '#FF6B6B' },
    objects: [
      disc(160, 160, 125, '#FFE66D'),
      text(
        { en: 'SALE', es: 'REBAJAS' },
        { left: 35, top: 112, width: 250 },
        { size: 78, sizeEs: 56, font: 'Lilita One', fill: '#FF6B6B', spacing: 40, angle: -8 },
      ),
      icon('mdi', 'star-four-points', { left: 236, top: 40, width: 44, height: 44 }, '#FFFFFF'),
      icon('mdi', 'star-four-points', { left: 50, top: 238, width: 30, height: 30 }, '#FFFFFF'),
    ],
  },
];
