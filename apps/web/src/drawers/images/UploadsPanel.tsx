import { useTranslation } from 'react-i18next';
import { STOCK_PAGE_SIZE, type UploadedImage } from '@lienzo/core';
import { api } from '../../api/client';
import { useAppStore } from '../../state/appStore';
import { SignedOutPrompt } from '../gallery/SignedOutPrompt';
import { LoadMore } from '../shared/LoadMore';
import { usePages } from '../shared/usePages';
import { UploadButton, UploadStatus } from './UploadButton';
import { useUploadsStore } from './uploadsStore';
import './Images.css';
import { siteUrl } from '../../site/siteUrl';
import { startInsertDrag } from '../../canvas/drop/insertDrag';

/**
 * The user's uploaded images (SPEC §2 "Uploads"), newest first, 20 at a time: an upload button with its
 * progress and errors, each image a button that `onPick`s its full picture and a delete button. With
 * `dragToInsert` an image may also be dragged onto the canvas to insert it there.
 */
export function UploadsPanel({
  pickLabel,
  onPick,
  dragToInsert = false,
}: {
  /** The accessible name of an image's button: what clicking it does. */
  pickLabel: string;
  onPick: (src: string) => void;
  dragToInsert?: boolean;
}) {
  const { t } = useTranslation();
  const user = useAppStore((state) => state.user);
  const version = useUploadsStore((state) => state.version);
  const { items, status, loadMore, remove } = usePages<UploadedImage>(
    user !== null,
    `${user?.id ?? 'visitor'}:${version}`,
    async (page) => (await api.uploads(page)).items,
    STOCK_PAGE_SIZE,
  );

  if (!user) return <SignedOutPrompt message={t('uploads.signed_out')} />;

  const deleteUpload = (id: number) => {
    // SPEC §8: a failed delete is ignored; the image stays in the list.
    void api
      .deleteUpload(id)
      .then(({ deleted }) => {
        if (deleted) remove((item) => item.id !== id);
      })
      .catch(() => undefined);
  };

  return (
    <div className="photo-panel">
      <UploadButton className="button button--primary button--wide" />
      <UploadStatus />
      {status === 'failed' && <p className="empty-state">{t('uploads.failed')}</p>}
      {status === 'finished' && items.length === 0 && <p className="empty-state">{t('uploads.empty')}</p>}
      {items.length > 0 && (
        <ul className="photo-grid" aria-label={t('uploads.list')}>
          {items.map((item) => (
            <li key={item.id} className="photo-grid__item">
              <button
                type="button"
                className="photo-grid__pick"
                aria-label={pickLabel}
                onClick={() => onPick(item.secure_url)}
                draggable={dragToInsert}
                onDragStart={
                  dragToInsert
                    ? (event) => startInsertDrag(event.dataTransfer, { kind: 'image', src: item.secure_url })
                    : undefined
                }
              >
                <img
                  draggable={false}
                  className="photo-grid__image"
                  src={siteUrl(item.thumbnail_url)}
                  alt=""
                  loading="lazy"
                  width={item.width}
                  height={item.height}
                />
              </button>
              <button
                type="button"
                className="photo-grid__delete"
                aria-label={t('uploads.delete')}
                onClick={() => deleteUpload(item.id)}
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      )}
      <LoadMore status={status} onMore={loadMore} />
    </div>
  );
}
