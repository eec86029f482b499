import { TEXT_LIMITS } from '../constants';
import type { DesignDocument } from '../document/schema';
import { allObjects } from '../document/pages';
import { clipText } from './clip';

/**
 * All the words a design shows, in layer order: the source of its title and keywords, clipped to what
 * the save payload keeps.
 */
export function documentTextContent(document: DesignDocument): string {
  const text = allObjects(document)
    .map((object) => ('text' in object && typeof object.text === 'string' ? object.text : ''))
    .filter((text) => text.trim() !== '')
    .join(' ');
  return clipText(text, TEXT_LIMITS.textContent);
}
