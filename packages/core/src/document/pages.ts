import { DEFAULT_BACKGROUND_COLOR, TIMELINE } from '../constants';
import { settingsSchema, type DesignDocument, type DesignPage, type PageDocument } from './schema';

/** The id of a one-page design's page, made by {@link createDocument} and by the `pages` migration. */
export const FIRST_PAGE_ID = 'page-1';

/** A blank page: the default background, no pattern, no objects. */
export function createPage(id: string): DesignPage {
  return {
    id,
    background: { color: DEFAULT_BACKGROUND_COLOR, image: null },
    pattern: null,
    settings: settingsSchema.parse({}),
    duration: TIMELINE.defaultDuration,
    objects: [],
  };
}

/** The page with this id; throws when the design has none (a caller's mistake, never the user's). */
export function pageById(document: DesignDocument, id: string): DesignPage {
  const page = document.pages.find((candidate) => candidate.id === id);
  if (!page) throw new RangeError(`No page with id "${id}"`);
  return page;
}

/** One page of the design in the shape the editor draws (see {@link PageDocument}). */
export function pageDocument(document: DesignDocument, pageId: string): PageDocument {
  const { pages: _pages, timeline, ...design } = document;
  const { id, duration, ...page } = pageById(document, pageId);
  return { ...design, ...page, pageId: id, timeline: { duration, audio: timeline.audio } };
}

/** The page fields of a page document (what a page holds), for writing it back into its design. */
export function pageOfDocument(view: PageDocument): DesignPage {
  const page: DesignPage = {
    id: view.pageId,
    background: view.background,
    pattern: view.pattern,
    settings: view.settings,
    duration: view.timeline.duration,
    objects: view.objects,
  };
  if (view.layoutBase) page.layoutBase = view.layoutBase;
  return page;
}

/** How long the design plays in video mode: its pages one after another. */
export function designDuration(document: DesignDocument): number {
  return document.pages.reduce((total, page) => total + page.duration, 0);
}

/** Every object of the design, page after page. */
export function allObjects(document: DesignDocument): DesignPage['objects'] {
  return document.pages.flatMap((page) => page.objects);
}

/** The design's first page: the one its gallery tile and a one-picture post show. */
export function firstPage(document: DesignDocument): DesignPage {
  const page = document.pages[0];
  if (!page) throw new RangeError('A design has at least one page');
  return page;
}
