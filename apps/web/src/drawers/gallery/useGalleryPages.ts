import { GALLERY_PAGE_SIZE } from '@lienzo/core';
import { api } from '../../api/client';
import { usePages } from '../usePages';

/**
 * The gallery's pages (SPEC §4): page 1 first, then one page more on request; finished when a page is
 * short, empty or fails. Another folder or a new `version` (after a save) starts again from page 1.
 */
export function useGalleryPages(enabled: boolean, boardId: number | null, version: number) {
  const { items, status, loadMore } = usePages(
    enabled,
    `${boardId ?? 'all'}:${version}`,
    GALLERY_PAGE_SIZE,
    async (page) => (await api.feed({ page, board_id: boardId ?? undefined })).items,
  );
  return { items, status, loadMore };
}
