export interface TemplateCategoryDefinition {
  /** Unique: the seed finds an existing category by it. */
  name: string;
  name_es: string;
  position: number;
  visible_in_editor: boolean;
}

/**
 * The template categories (SPEC §3 "Template category"). The browser lists the visible ones by position, which
 * need not follow the order they were first seeded in.
 */
export const TEMPLATE_CATEGORIES: readonly TemplateCategoryDefinition[] = [
  { name: 'Sales', name_es: 'Ventas', position: 1, visible_in_editor: true },
  { name: 'Quotes', name_es: 'Frases', position: 3, visible_in_editor: true },
  { name: 'Events', name_es: 'Eventos', position: 4, visible_in_editor: true },
  { name: 'Holidays', name_es: 'Festividades', position: 5, visible_in_editor: true },
  { name: 'Business', name_es: 'Negocios', position: 6, visible_in_editor: true },
  { name: 'Food & drink', name_es: 'Comida y bebida', position: 7, visible_in_editor: true },
  { name: 'Travel', name_es: 'Viajes', position: 2, visible_in_editor: true },
  { name: 'Personal', name_es: 'Personal', position: 8, visible_in_editor: true },
  // Kept for templates taken out of the browser: stored, never listed.
  { name: 'Archive', name_es: 'Archivo', position: 9, visible_in_editor: false },
];
