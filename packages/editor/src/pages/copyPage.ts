import { createPage, type DesignObject, type DesignPage } from '@lienzo/core';
import { newObjectId } from '../ids';
import { regroupCopies } from '../operations/groups';

/** A blank page with a fresh id: the default background, no objects. */
export function newPage(): DesignPage {
  return createPage(newObjectId());
}

/**
 * A copy of `page` to add to the same design: a fresh page id, fresh object ids (an object id names one
 * object in the whole design) and fresh group ids, its reflow bases following its objects.
 */
export function copyOfPage(page: DesignPage): DesignPage {
  const renamed = new Map<string, string>();
  const objects = regroupCopies(
    page.objects.map((object): DesignObject => {
      const id = newObjectId();
      renamed.set(object.id, id);
      return { ...structuredClone(object), id };
    }),
    newObjectId,
  );
  const copy: DesignPage = { ...structuredClone(page), id: newObjectId(), objects };
  if (page.layoutBase) {
    copy.layoutBase = page.layoutBase.flatMap((entry) => {
      const id = renamed.get(entry.id);
      return id ? [{ ...entry, id }] : [];
    });
  }
  return copy;
}
