import {
  createDocument,
  getLayout,
  migrate,
  textRoleProps,
  type DesignDocument,
  type TextRole,
} from '@lienzo/core';

interface TemplateText {
  role: TextRole;
  text: string;
  /** Top edge as a fraction of the canvas height. */
  top: number;
  fill?: string;
}

export interface StarterTemplate {
  /** Stable, so links to a template survive a reseed of an empty database. */
  hash: string;
  /** Shown in the template browser; the words on the canvas are in `texts`. */
  title: string;
  layoutKey: string;
  /** The `name` of its category in `TEMPLATE_CATEGORIES`. */
  category: string;
  background: string;
  texts: TemplateText[];
}

export const STARTER_TEMPLATES: readonly StarterTemplate[] = [
  {
    hash: 'tplsummersale001',
    title: 'Summer sale',
    layoutKey: 'instagram.story',
    category: 'Sales',
    background: '#62CAD9',
    texts: [
      { role: 'title', text: 'SUMMER SALE', top: 0.36 },
      { role: 'subtitle', text: 'Up to 50% off', top: 0.46 },
      { role: 'text', text: 'This weekend only', top: 0.53 },
    ],
  },
  {
    hash: 'tplweeklyquote01',
    title: 'Weekly quote',
    layoutKey: 'instagram.post',
    category: 'Quotes',
    background: '#FFD2D4',
    texts: [
      { role: 'subtitle', text: 'Quote of the week', top: 0.3 },
      { role: 'title', text: 'Make it simple', top: 0.42 },
      { role: 'text', text: 'Share what inspires you', top: 0.58 },
    ],
  },
  {
    hash: 'tpleventannounce',
    title: 'Event invitation',
    layoutKey: 'facebook.post',
    category: 'Events',
    background: '#1c4928',
    texts: [
      { role: 'text', text: 'YOU ARE INVITED', top: 0.3, fill: '#FFFFFF' },
      { role: 'title', text: 'Open House', top: 0.4, fill: '#FFFFFF' },
      { role: 'subtitle', text: 'Saturday, 10 am', top: 0.55, fill: '#FFFFFF' },
    ],
  },
];

export interface StarterCategory {
  name: string;
  name_es: string;
}

/** The template browser's categories (SPEC §3 "Template category"), in the order it shows them. */
export const TEMPLATE_CATEGORIES: readonly StarterCategory[] = [
  { name: 'Sales', name_es: 'Ventas' },
  { name: 'Quotes', name_es: 'Frases' },
  { name: 'Events', name_es: 'Eventos' },
  { name: 'Holidays', name_es: 'Festividades' },
  { name: 'Business', name_es: 'Negocios' },
  { name: 'Food & drink', name_es: 'Comida y bebida' },
];

/** The template as a design document: the layout's blank canvas, its colour and centred pz-text objects. */
export function templateDocument(template: StarterTemplate): DesignDocument {
  const blank = createDocument(getLayout(template.layoutKey));
  const { width, height } = blank.layout;
  const objects = template.texts.map((text, index) => {
    const props = textRoleProps(text.role);
    return {
      id: `text-${index + 1}`,
      type: 'pz-text',
      text: text.text,
      left: Math.round(width * 0.1),
      top: Math.round(height * text.top),
      width: Math.round(width * 0.8),
      height: Math.round(props.fontSize * props.lineHeight * 1.2),
      ...props,
      ...(text.fill ? { fill: text.fill } : {}),
      textAlign: 'center',
    };
  });
  // Through migrate(), like any document the server stores: defaults filled, everything checked.
  const result = migrate({ ...blank, background: { color: template.background, image: null }, objects });
  if (!result.ok)
    throw new Error(`starter template ${template.hash} is not a valid document: ${result.error}`);
  return result.document;
}
