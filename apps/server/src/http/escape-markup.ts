const MARKUP_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};

/** Text safe inside XML or HTML content and quoted attributes. */
export function escapeMarkup(value: string): string {
  return value.replace(/[&<>"']/g, (character) => MARKUP_ESCAPES[character] ?? character);
}
