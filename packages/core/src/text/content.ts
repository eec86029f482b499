import type { DesignDocument } from '../document/schema';

/** All the words a design shows, in layer order: the source of its title and keywords. */
export function documentTextContent(document: DesignDocument): string {
  return document.objects
    .map((object) => ('text' in object && typeof object.text === 'string' ? object.text : ''))
    .filter((text) => text.trim() !== '')
    .join(' ');
}
