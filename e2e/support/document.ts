/**
 * A design document as the server answers it and the app keeps it in a draft (version 2): the layout, viewport,
 * name and audio are the design's, and everything drawn (background, pattern, settings, length, objects) is a
 * page's. A version-1 document the server took is migrated to one page.
 */
export interface PagedDocument<Page> {
  pages: Page[];
}

/** The first page of a version-2 document: the one page of a design saved with a single page. */
export function firstPage<Page>(document: { readonly pages: readonly Page[] }): Page {
  const [page] = document.pages;
  if (!page) throw new Error('The design document has no pages');
  return page;
}
