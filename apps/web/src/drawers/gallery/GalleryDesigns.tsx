import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'wouter';
import { GALLERY_PAGE_SIZE, galleryCursor, type DesignSummary } from '@lienzo/core';
import { api } from '../../api/client';
import { useAppStore } from '../../state/appStore';
import { LoadMore } from '../shared/LoadMore';
import { usePages } from '../shared/usePages';
import { SignedOutPrompt } from './SignedOutPrompt';
import { confirmDeleteDesign } from './deleteDesign';
import { DesignGrid } from './DesignGrid';
import { FolderSelect } from './FolderSelect';

/** /gallery/designs: the signed-in user's saved designs, newest first, 20 at a time. */
export function GalleryDesigns() {
  const { t } = useTranslation();
  const user = useAppStore((state) => state.user);
  const version = useAppStore((state) => state.galleryVersion);
  const [params, setParams] = useSearchParams();
  const boardParam = Number(params.get('board'));
  const boardId = Number.isInteger(boardParam) && boardParam > 0 ? boardParam : null;
  // After the first page the gallery follows the cursor: designs saved meanwhile never repeat a design shown.
  const fetcher = useCallback(
    async (page: number, last: DesignSummary | undefined) =>
      (
        await api.feed({
          page,
          board_id: boardId ?? undefined,
          cursor: last ? galleryCursor(last) : undefined,
        })
      ).items,
    [boardId],
  );
  const { items, status, loadMore, remove } = usePages(
    user !== null,
    `${boardId ?? 'all'}:${version}`,
    fetcher,
    GALLERY_PAGE_SIZE,
  );

  if (!user) return <SignedOutPrompt />;

  return (
    <div className="gallery">
      <FolderSelect
        value={boardId}
        onChange={(next) => setParams(next === null ? {} : { board: String(next) }, { replace: true })}
      />
      {status === 'failed' && <p className="empty-state">{t('gallery.failed')}</p>}
      {status !== 'failed' && items.length === 0 && status !== 'loading' && (
        <div className="empty-state">
          <p>{t('gallery.empty')}</p>
          <p className="empty-state__hint">{t('gallery.empty_hint')}</p>
        </div>
      )}
      <DesignGrid
        designs={items}
        onDelete={(design) => confirmDeleteDesign(design, () => remove((item) => item.id !== design.id))}
      />
      <LoadMore status={status} onMore={loadMore} />
    </div>
  );
}
