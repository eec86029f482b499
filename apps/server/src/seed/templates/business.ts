import { disc, fancy, icon, panel, text } from './elements';
import type { TemplateDefinition } from './template-definition';

export const BUSINESS_TEMPLATES: readonly TemplateDefinition[] = [
  {
    hash: 'tplwearehiring25',
    title: { en: 'We’re hiring', es: 'Buscamos talento' },
    layoutKey: 'linkedin.post',
    category: 'Business',
    background: { color: '#FFBE0B' },
    objects: [
      icon('tabler', 'users-group', { left: 960, top: 190, width: 340, height: 340 }, '#1D1D1D'),
      text(
        { en: 'WE’RE', es: 'BUSCAMOS' },
        { left: 120, top: 170, width: 800 },
        {
          size: 60,
          font: 'Raleway',
          weight: 'bold',
          fill: '#1D1D1D',
          spacing: 400,
          align: 'left',
        },
      ),
      text(
        { en: 'HIRING', es: 'TALENTO' },
        { left: 110, top: 230, width: 900 },
        { size: 220, sizeEs: 168, font: 'Lilita One', fill: '#1D1D1D', align: 'left' },
      ),
      text(
        { en: 'Senior product designer · Remote', es: 'Diseño de producto sénior · En remoto' },
        { left: 120, top: 500, width: 900 },
        {
          size: 40,
          font: 'Open Sans',
          weight: 'bold',
          fill: '#1D1D1D',
          align: 'left',
        },
      ),
      fancy(
        { en: 'Apply today', es: 'Envía tu CV' },
        { left: 120, top: 590, width: 300, height: 80 },
        {
          size: 30,
          font: 'Open Sans',
          fill: '#FFBE0B',
          background: '#1D1D1D',
          shape: 'pill',
        },
      ),
    ],
  },
  {
    hash: 'tplconsultcover6',
    title: { en: 'Consultant cover', es: 'Portada de consultoría' },
    layoutKey: 'linkedin.background_cover',
    category: 'Business',
    background: { color: '#14213D' },
    objects: [
      panel({ left: 560, top: 0, width: 240, height: 200 }, '#FCA311'),
      icon('tabler', 'target-arrow', { left: 620, top: 40, width: 120, height: 120 }, '#14213D'),
      text(
        { en: 'Strategy · Growth · Results', es: 'Estrategia · Crecimiento · Resultados' },
        { left: 40, top: 55, width: 500 },
        {
          size: 30,
          sizeEs: 24,
          font: 'Raleway',
          weight: 'bold',
          fill: '#FFFFFF',
          align: 'left',
        },
      ),
      text(
        { en: 'Helping small businesses scale since 2012', es: 'Impulsamos pequeñas empresas desde 2012' },
        { left: 41, top: 108, width: 500 },
        {
          size: 17,
          font: 'Open Sans',
          fill: '#E5E5E5',
          align: 'left',
        },
      ),
    ],
  },
  {
    hash: 'tplstudiohead027',
    title: { en: 'Studio header', es: 'Cabecera de estudio' },
    layoutKey: 'twitter.header',
    category: 'Business',
    background: { color: '#F2E9E4' },
    objects: [
      disc(1360, 70, 250, '#C9ADA7'),
      disc(140, 480, 190, '#9A8C98'),
      text(
        { en: 'Nordic Studio', es: 'Estudio Nórdico' },
        { left: 100, top: 140, width: 1300 },
        { size: 100, font: 'Lora', weight: 'bold', fill: '#22223B' },
      ),
      text(
        { en: 'BRANDING · WEB · PRINT', es: 'MARCA · WEB · IMPRESIÓN' },
        { left: 100, top: 290, width: 1300 },
        {
          size: 30,
          font: 'Raleway',
          weight: 'bold',
          fill: '#4A4E69',
          spacing: 500,
        },
      ),
    ],
  },
  {
    hash: 'tplthreetips0028',
    title: { en: 'Three tips', es: 'Tres consejos' },
    layoutKey: 'instagram.story',
    category: 'Business',
    background: { color: '#EDF2F4' },
    objects: [
      panel({ left: 40, top: 100, width: 80, height: 8 }, '#EF233C'),
      text(
        { en: '3 tips to\nboost your sales', es: '3 consejos para\nvender más' },
        { left: 40, top: 130, width: 470 },
        {
          size: 52,
          font: 'Open Sans',
          weight: 'bold',
          fill: '#2B2D42',
          lineHeight: 1.05,
          align: 'left',
        },
      ),
      ...(
        [
          [
            '1',
            { en: 'Know your customer', es: 'Conoce a tu cliente' },
            {
              en: 'Ask, listen, then write for one person.',
              es: 'Pregunta, escucha y escribe para una persona.',
            },
            360,
          ],
          [
            '2',
            { en: 'Show, don’t tell', es: 'Muestra, no cuentes' },
            {
              en: 'A photo of the product in use sells more.',
              es: 'Una foto del producto en uso vende más.',
            },
            520,
          ],
          [
            '3',
            { en: 'Make it easy', es: 'Pónselo fácil' },
            { en: 'One clear button, one next step.', es: 'Un botón claro, un solo paso siguiente.' },
            680,
          ],
        ] as const
      ).flatMap(([number, title, detail, top]) => [
        disc(80, top + 36, 36, '#EF233C'),
        text(
          number,
          { left: 44, top: top + 8, width: 72 },
          { size: 44, font: 'Lilita One', fill: '#FFFFFF' },
        ),
        text(
          title,
          { left: 140, top, width: 370 },
          {
            size: 30,
            font: 'Open Sans',
            weight: 'bold',
            fill: '#2B2D42',
            align: 'left',
          },
        ),
        text(
          detail,
          { left: 140, top: top + 44, width: 370 },
          {
            size: 22,
            font: 'Open Sans',
            fill: '#5C677D',
            align: 'left',
          },
        ),
      ]),
      text(
        { en: '@yourbrand', es: '@tumarca' },
        { left: 40, top: 870, width: 460 },
        { size: 24, font: 'Raleway', weight: 'bold', fill: '#8D99AE' },
      ),
    ],
  },
  {
    hash: 'tplmonogram00029',
    title: { en: 'Monogram profile picture', es: 'Foto de perfil con monograma' },
    layoutKey: 'linkedin.profile',
    category: 'Business',
    background: { color: '#2A9D8F' },
    objects: [
      disc(200, 200, 150, '#264653'),
      text(
        'AM',
        { left: 50, top: 128, width: 300 },
        { size: 120, font: 'Lora', weight: 'bold', fill: '#E9C46A' },
      ),
    ],
  },
  {
    hash: 'tpllaunchpost030',
    title: { en: 'Launch day', es: 'Día de lanzamiento' },
    layoutKey: 'instagram.post',
    category: 'Business',
    background: { color: '#3A0CA3', pattern: 'rings.svg' },
    objects: [
      icon('tabler', 'rocket', { left: 270, top: 110, width: 260, height: 260 }, '#F72585'),
      text(
        { en: 'LAUNCH DAY', es: 'LANZAMIENTO' },
        { left: 40, top: 420, width: 720 },
        { size: 100, font: 'Lilita One', fill: '#FFFFFF', spacing: 40 },
      ),
      text(
        { en: 'Our new app is live', es: 'Nuestra nueva app ya está aquí' },
        { left: 40, top: 550, width: 720 },
        { size: 38, font: 'Raleway', fill: '#F8F9FA' },
      ),
      fancy(
        { en: 'Download free', es: 'Descárgala gratis' },
        { left: 260, top: 640, width: 280, height: 70 },
        {
          size: 28,
          font: 'Fredoka One',
          fill: '#3A0CA3',
          background: '#4CC9F0',
          shape: 'pill',
        },
      ),
    ],
  },
];
