import { useTranslation } from 'react-i18next';
import { GALLERY_PAGE_SIZE } from '@lienzo/core';
import { api } from '../../api/client';
import { useAppStore } from '../../state/appStore';
import { LoadMore } from '../shared/LoadMore';
import { usePages } from '../shared/usePages';
import { DesignGrid } from './DesignGrid';
import { SignedOutPrompt } from './SignedOutPrompt';

const fetchFavorites = async (page: number) => (await api.favorites(page)).items;

/** /gallery/favorites: the designs and templates the user marked with a heart, latest first. */
export function GalleryFavorites() {
  const { t } = useTranslation();
  const user = useAppStore((state) => state.user);
  const version = useAppStore((state) => state.galleryVersion);
  const { items, status, loadMore, remove } = usePages(
    user !== null,
    `favorites:${version}`,
    fetchFavorites,
    GALLERY_PAGE_SIZE,
  );

  if (!user) return <SignedOutPrompt />;
  return (
    <div className="gallery">
      {status === 'failed' && <p className="empty-state">{t('gallery.favorites_failed')}</p>}
      {status !== 'failed' && status !== 'loading' && items.length === 0 && (
        <p className="empty-state">{t('gallery.favorites_empty')}</p>
      )}
      <DesignGrid
        designs={items}
        onFavoriteChange={(design, favorite) => {
          if (!favorite) remove((item) => item.id !== design.id);
        }}
      />
      <LoadMore status={status} onMore={loadMore} />
    </div>
  );
}
