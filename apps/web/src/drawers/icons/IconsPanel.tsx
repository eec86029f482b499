import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DEFAULT_ICON_CATEGORY, ICONS_PAGE_SIZE, type IconCategory, type IconItem } from '@lienzo/core';
import { api } from '../../api/client';
import { whenEngine } from '../../engine/engineRegistry';
import { notifyError } from '../../notify/notify';
import { LoadMore } from '../shared/LoadMore';
import { CatalogueSearch } from '../shared/CatalogueSearch';
import { usePages, type PagesStatus } from '../shared/usePages';
import './Catalogue.css';
import { startInsertDrag } from '../../canvas/drop/insertDrag';
import { siteUrl } from '../../site/siteUrl';
import { categoryName } from '../../i18n/categoryName';
import { useAppStore } from '../../state/appStore';

/** /images/icons (SPEC §2 Icons drawer): categories with featured first, search, a grid and "View more". */
export function IconsPanel() {
  const { t, i18n } = useTranslation();
  const [categories, setCategories] = useState<IconCategory[]>([]);
  const [category, setCategory] = useState(DEFAULT_ICON_CATEGORY);
  const [query, setQuery] = useState('');
  useEffect(() => {
    let live = true;
    api.iconsCategories().then(
      ({ items }) => {
        if (live) setCategories(items);
      },
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, []);
  // Names come in the interface language (issue 24): a new language asks again.
  const lang = useAppStore((state) => state.lang);
  const fetcher = useCallback(
    async (page: number) => (await api.icons({ category, query, page, lang })).items,
    [category, query, lang],
  );
  const { items, status, loadMore } = usePages(
    true,
    `${category}\n${query}\n${lang}`,
    fetcher,
    ICONS_PAGE_SIZE,
  );
  // The layer is named as the tile, in the interface language ("Icono corazón"), not by its file's English name.
  const layerName = (icon: IconItem) =>
    t(icon.kind === 'illustration' ? 'layers.names.illustration' : 'layers.names.icon', { name: icon.name });
  const insert = (icon: IconItem) => {
    const name = layerName(icon);
    void whenEngine()
      .then(async (engine) =>
        icon.kind === 'illustration'
          ? engine.execute('add-illustration', { src: icon.url, name })
          : engine.execute('add-vector', { src: icon.url, name }),
      )
      .catch(() => notifyError(t('icons.insert_failed')));
  };
  return (
    <div className="catalogue">
      <label className="catalogue__field">
        <span>{t('icons.category')}</span>
        <select value={category} onChange={(event) => setCategory(event.target.value)}>
          {categories.length === 0 && <option value={DEFAULT_ICON_CATEGORY}>{t('icons.featured')}</option>}
          {categories.map((item) => (
            <option key={item.id} value={item.id}>
              {categoryName(item, i18n.language)}
            </option>
          ))}
        </select>
      </label>
      <CatalogueSearch
        label={t('icons.search')}
        placeholder={t('icons.search_placeholder')}
        button={t('icons.search_button')}
        onSearch={setQuery}
      />
      <ul className="catalogue__grid" aria-label={t('icons.results')}>
        {items.map((icon) => (
          <li key={icon.id}>
            <button
              type="button"
              className="catalogue__item"
              title={icon.name}
              aria-label={t('icons.add', { name: icon.name })}
              onClick={() => insert(icon)}
              draggable
              onDragStart={(event) =>
                startInsertDrag(event.dataTransfer, {
                  kind: icon.kind === 'illustration' ? 'illustration' : 'vector',
                  src: icon.url,
                  name: layerName(icon),
                })
              }
            >
              <img src={siteUrl(icon.url)} alt="" loading="lazy" width={40} height={40} draggable={false} />
            </button>
          </li>
        ))}
      </ul>
      <CatalogueEnd status={status} empty={items.length === 0} onMore={loadMore} />
    </div>
  );
}

/** The end of a catalogue grid: failure, no results, or the shared "View more" and infinite scroll. */
export function CatalogueEnd({
  status,
  empty,
  onMore,
}: {
  status: PagesStatus;
  empty: boolean;
  onMore: () => void;
}) {
  const { t } = useTranslation();
  if (status === 'failed') return <p className="catalogue__status">{t('icons.failed')}</p>;
  if (status === 'finished' && empty) return <p className="catalogue__status">{t('icons.no_results')}</p>;
  return <LoadMore status={status} onMore={onMore} />;
}
