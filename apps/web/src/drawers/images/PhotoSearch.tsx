import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { STOCK_PAGE_SIZE, TIMINGS, type ImageSearchItem } from '@lienzo/core';
import { api } from '../../api/client';
import { useAppStore } from '../../state/appStore';
import { LoadMore } from '../shared/LoadMore';
import { usePages } from '../shared/usePages';
import './Images.css';
import { siteUrl } from '../../site/siteUrl';
import { startInsertDrag } from '../../canvas/drop/insertDrag';

/** An address the credit may link to: only `https://` pages of the stock service. */
function creditLink(url: string | undefined): string | undefined {
  return url?.startsWith('https://') ? url : undefined;
}

/** "Photo by {author} on {service}", linked to both, for a stock service's picture (their terms ask for it). */
function PhotoCredit({ item }: { item: ImageSearchItem }) {
  const { t } = useTranslation();
  if (!item.author || !item.source) return null;
  const authorUrl = creditLink(item.author_url);
  const sourceUrl = creditLink(item.source_url);
  const link = (text: string, href: string | undefined) =>
    href ? (
      <a href={href} target="_blank" rel="noopener noreferrer">
        {text}
      </a>
    ) : (
      text
    );
  return (
    <p className="photo-grid__credit">
      {t('images.photo_by')} {link(item.author, authorUrl)} {t('images.photo_on')}{' '}
      {link(item.source, sourceUrl)}
    </p>
  );
}

/**
 * The image search (SPEC §2 "Images", §7 stock photo search): a search box (searching as one types, after a
 * pause, or at once on Enter), the results 20 at a time, each a button that `onPick`s the full picture and,
 * with `dragToInsert`, may be dragged onto the canvas to insert it there.
 */
export function PhotoSearch({
  onPick,
  dragToInsert = false,
}: {
  onPick: (item: ImageSearchItem) => void;
  dragToInsert?: boolean;
}) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const [query, setQuery] = useState('');
  const locale = useAppStore((state) => state.lang);

  useEffect(() => {
    const trimmed = text.trim();
    if (trimmed === query) return;
    const timer = setTimeout(() => setQuery(trimmed), TIMINGS.searchDebounceMs);
    return () => clearTimeout(timer);
  }, [text, query]);

  const { items, status, loadMore } = usePages<ImageSearchItem>(
    true,
    `${locale}:${query}`,
    async (page) => (await api.searchImages({ page, query, locale })).items,
    STOCK_PAGE_SIZE,
  );

  return (
    <div className="photo-panel">
      <form
        role="search"
        className="photo-search"
        onSubmit={(event) => {
          event.preventDefault();
          setQuery(text.trim());
        }}
      >
        <input
          type="search"
          className="photo-search__input"
          value={text}
          maxLength={200}
          placeholder={t('images.search_placeholder')}
          aria-label={t('images.search_label')}
          onChange={(event) => setText(event.currentTarget.value)}
        />
        <button type="submit" className="button button--primary">
          {t('images.search')}
        </button>
      </form>
      {status === 'failed' && <p className="empty-state">{t('images.failed')}</p>}
      {status === 'finished' && items.length === 0 && <p className="empty-state">{t('images.no_results')}</p>}
      {items.length > 0 && (
        <ul className="photo-grid" aria-label={t('images.results')}>
          {items.map((item) => (
            <li key={item.id} className="photo-grid__item">
              <button
                type="button"
                className="photo-grid__pick"
                aria-label={item.title}
                title={item.title}
                onClick={() => onPick(item)}
                draggable={dragToInsert}
                onDragStart={
                  dragToInsert
                    ? (event) => startInsertDrag(event.dataTransfer, { kind: 'image', src: item.url })
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
              <PhotoCredit item={item} />
            </li>
          ))}
        </ul>
      )}
      <LoadMore status={status} onMore={loadMore} />
    </div>
  );
}
