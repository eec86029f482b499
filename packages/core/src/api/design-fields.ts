import type { DesignDocument } from '../document/schema';
import { firstPage } from '../document/pages';
import { findLayout } from '../layouts/catalogue';
import { instagramStickersOf, type InstagramSticker } from '../objects/instagram-sticker';
import { deriveKeywords } from '../text/derive';
import { documentTextContent } from '../text/content';

/** The fields of a save (SPEC §3) that follow from its document; the server stores these, whatever was sent. */
export interface DesignFields {
  layout: string;
  network: string;
  type: string;
  width: number;
  height: number;
  text_content: string;
  keywords: string;
  instagram_stickers: InstagramSticker[];
}

/**
 * What a document says about itself: its layout's key and size (a custom layout's too), the network and type
 * of that layout in the catalogue ('custom' for any other key), the words of every page and their keywords,
 * and the metadata of the stickers of the first page, the story the scheduler publishes.
 */
export function designFieldsOf(document: DesignDocument): DesignFields {
  const layout = findLayout(document.layout.key);
  const textContent = documentTextContent(document);
  return {
    layout: document.layout.key,
    network: layout?.network ?? 'custom',
    type: layout?.type ?? 'custom',
    width: document.layout.width,
    height: document.layout.height,
    text_content: textContent,
    keywords: deriveKeywords(textContent),
    instagram_stickers: instagramStickersOf(firstPage(document).objects, document.layout),
  };
}
