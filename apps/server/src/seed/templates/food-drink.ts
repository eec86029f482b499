import { disc, fancy, panel, photo, sticker, text } from './elements';
import type { TemplateDefinition } from './template-definition';

export const FOOD_AND_DRINK_TEMPLATES: readonly TemplateDefinition[] = [
  {
    hash: 'tplmenuoftheday1',
    title: { en: 'Menu of the day', es: 'Menú del día' },
    layoutKey: 'instagram.story',
    category: 'Food & drink',
    background: { color: '#FFF8F0' },
    objects: [
      photo('fig-red-bowl.jpg', { left: 0, top: 0, width: 540, height: 440 }),
      text(
        { en: 'MENU OF THE DAY', es: 'MENÚ DEL DÍA' },
        { left: 20, top: 480, width: 500 },
        {
          size: 26,
          font: 'Raleway',
          weight: 'bold',
          fill: '#9C6644',
          spacing: 400,
        },
      ),
      text(
        { en: 'Fig & goat\ncheese salad', es: 'Ensalada de higos\ny queso de cabra' },
        { left: 20, top: 530, width: 500 },
        {
          size: 56,
          font: 'Lora',
          weight: 'bold',
          fill: '#3B2F2F',
          lineHeight: 1.1,
        },
      ),
      text(
        {
          en: 'Roasted figs, honey, walnuts and fresh greens',
          es: 'Higos asados, miel, nueces y brotes frescos',
        },
        { left: 70, top: 700, width: 400 },
        {
          size: 24,
          font: 'Open Sans',
          fill: '#7F5539',
          lineHeight: 1.3,
        },
      ),
      disc(440, 420, 62, '#E76F51'),
      text(
        { en: '€12', es: '12 €' },
        { left: 380, top: 392, width: 120 },
        { size: 44, font: 'Fredoka One', fill: '#FFFFFF' },
      ),
    ],
  },
  {
    hash: 'tplcoffeetime032',
    title: { en: 'Coffee time', es: 'Hora del café' },
    layoutKey: 'instagram.post',
    category: 'Food & drink',
    background: { color: '#6F4E37', pattern: 'dots.svg' },
    objects: [
      disc(400, 300, 180, '#F5E6CC'),
      sticker('hot-beverage', 310, 210, 180),
      text(
        { en: 'Coffee time', es: 'Hora del café' },
        { left: 40, top: 540, width: 720 },
        {
          size: 90,
          font: 'Lora',
          weight: 'bold',
          italic: true,
          fill: '#F5E6CC',
        },
      ),
      text(
        { en: 'BUY ONE, GET ONE FREE', es: 'LLÉVATE DOS, PAGA UNO' },
        { left: 40, top: 670, width: 720 },
        {
          size: 28,
          font: 'Raleway',
          weight: 'bold',
          fill: '#F5E6CC',
          spacing: 300,
        },
      ),
    ],
  },
  {
    hash: 'tplpizzanight033',
    title: { en: 'Pizza night', es: 'Noche de pizza' },
    layoutKey: 'facebook.post',
    category: 'Food & drink',
    background: { color: '#E63946', pattern: 'checks.svg' },
    objects: [
      panel({ left: 120, top: 140, width: 700, height: 508 }, '#F1FAEE'),
      sticker('pizza', 385, 170, 170, -10),
      text(
        { en: 'PIZZA NIGHT', es: 'NOCHE DE PIZZA' },
        { left: 120, top: 350, width: 700 },
        { size: 100, sizeEs: 78, font: 'Lilita One', fill: '#E63946', spacing: 40 },
      ),
      text(
        { en: 'Every Friday · 2 for 1', es: 'Todos los viernes · 2 × 1' },
        { left: 120, top: 480, width: 700 },
        {
          size: 36,
          font: 'Open Sans',
          weight: 'bold',
          fill: '#1D3557',
        },
      ),
      text(
        { en: 'Order at lapizzeria.example', es: 'Pide en lapizzeria.example' },
        { left: 120, top: 550, width: 700 },
        { size: 26, font: 'Raleway', fill: '#457B9D' },
      ),
    ],
  },
  {
    hash: 'tplbakeryhead034',
    title: { en: 'Bakery header', es: 'Cabecera de panadería' },
    layoutKey: 'twitter.header',
    category: 'Food & drink',
    background: { color: '#FAEDCD' },
    objects: [
      disc(150, 250, 150, '#E9C46A', { opacity: 0.5 }),
      disc(1350, 250, 150, '#E9C46A', { opacity: 0.5 }),
      sticker('croissant', 70, 170, 160, -12),
      sticker('baguette-bread', 1270, 170, 160, 12),
      text(
        { en: 'Fresh from the oven', es: 'Recién salido del horno' },
        { left: 250, top: 140, width: 1000 },
        {
          size: 88,
          font: 'Lora',
          weight: 'bold',
          italic: true,
          fill: '#7F4F24',
        },
      ),
      text(
        { en: 'BAKED EVERY MORNING SINCE 1987', es: 'HORNEADO CADA MAÑANA DESDE 1987' },
        { left: 250, top: 280, width: 1000 },
        {
          size: 28,
          font: 'Raleway',
          weight: 'bold',
          fill: '#B08968',
          spacing: 400,
        },
      ),
    ],
  },
  {
    hash: 'tplbrunchrecipe5',
    title: { en: 'Brunch recipe', es: 'Receta de brunch' },
    layoutKey: 'instagram.portrait',
    category: 'Food & drink',
    background: { color: '#FEFAE0' },
    objects: [
      photo('fig-red-bowl.jpg', { left: 0, top: 0, width: 1080, height: 760 }),
      text(
        { en: 'SUNDAY BRUNCH', es: 'BRUNCH DEL DOMINGO' },
        { left: 60, top: 820, width: 960 },
        {
          size: 40,
          font: 'Raleway',
          weight: 'bold',
          fill: '#BC6C25',
          spacing: 500,
        },
      ),
      text(
        { en: 'Honey figs\non toast', es: 'Tostada con\nhigos y miel' },
        { left: 60, top: 890, width: 960 },
        {
          size: 110,
          font: 'Lora',
          weight: 'bold',
          fill: '#283618',
          lineHeight: 1.05,
        },
      ),
      text(
        { en: 'Ready in 15 minutes · serves 2', es: 'Lista en 15 minutos · 2 raciones' },
        { left: 60, top: 1180, width: 960 },
        { size: 38, font: 'Open Sans', fill: '#606C38' },
      ),
    ],
  },
  {
    hash: 'tplcafebadge0036',
    title: { en: 'Café badge', es: 'Insignia de cafetería' },
    layoutKey: 'facebook.profile',
    category: 'Food & drink',
    background: { color: '#F5E6CC' },
    objects: [
      disc(180, 180, 150, '#6F4E37'),
      sticker('hot-beverage', 120, 70, 120),
      text(
        'CAFÉ',
        { left: 30, top: 200, width: 300 },
        { size: 60, font: 'Lilita One', fill: '#F5E6CC', spacing: 100 },
      ),
      fancy(
        { en: 'since 1987', es: 'desde 1987' },
        { left: 115, top: 275, width: 130, height: 40 },
        {
          size: 16,
          font: 'Raleway',
          fill: '#6F4E37',
          background: '#F5E6CC',
          shape: 'pill',
          padding: 6,
        },
      ),
    ],
  },
];
