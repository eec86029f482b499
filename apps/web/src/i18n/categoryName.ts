/** A category's name in the interface language (SPEC §2: Spanish names when the locale is es). */
export function categoryName(category: { name: string; name_es: string }, language: string): string {
  return language.startsWith('es') ? category.name_es : category.name;
}
