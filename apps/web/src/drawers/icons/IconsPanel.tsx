import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { DEFAULT_ICON_CATEGORY, ICONS_PAGE_SIZE, type IconCategory } from '@lienzo/core';
import { api } from '../../api/client';
import { whenEngine } from '../../engine/engineRegistry';
import { notifyError } from '../../notify/notify';
import { DrawerPanel } from '../DrawerPanel';
import { usePagedItems } from './usePagedItems';
import './Catalogue.css';

/** A category's name in the interface language (SPEC §2: Spanish names when the locale is es). */
export function categoryName(category: IconCategory, language: string): string {
  return language.startsWith('es') ? category.name_es : category.name;
}

/** /images/icons (SPEC §2 Icons drawer): categories with featured first, search, a grid and "View more". */
export function IconsPanel() {
  const { t, i18n } = useTranslation();
  const [categories, setCategories] = useState<IconCategory[]>([]);
  const [category, setCategory] = useState(DEFAULT_ICON_CATEGORY);
  const [draft, setDraft] = useState('');
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
  const { items, status, loadMore } = usePagedItems(
    `${category}\n${query}`,
    (page) => api.icons({ category, query, page }),
    ICONS_PAGE_SIZE,
  );
  const search = (event: FormEvent) => {
    event.preventDefault();
    setQuery(draft.trim());
  };
  const insert = (url: string) => {
    void whenEngine()
      .then((engine) => engine.addVector(url))
      .catch(() => notifyError(t('icons.insert_failed')));
  };
  return (
    <DrawerPanel title={t('icons.heading')}>
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
        <form className="catalogue__search" role="search" onSubmit={search}>
          <input
            type="search"
            value={draft}
            maxLength={100}
            aria-label={t('icons.search')}
            placeholder={t('icons.search_placeholder')}
            onChange={(event) => setDraft(event.target.value)}
          />
          <button type="submit" className="button button--outline">
            {t('icons.search_button')}
          </button>
        </form>
        <ul className="catalogue__grid" aria-label={t('icons.results')}>
          {items.map((icon) => (
            <li key={icon.id}>
              <button
                type="button"
                className="catalogue__item"
                title={icon.name}
                aria-label={t('icons.add', { name: icon.name })}
                onClick={() => insert(icon.url)}
              >
                <img src={icon.url} alt="" loading="lazy" width={40} height={40} />
              </button>
            </li>
          ))}
        </ul>
        <CatalogueStatus status={status} empty={items.length === 0} onMore={loadMore} />
      </div>
    </DrawerPanel>
  );
}

/** Loading, failure, no results and the "View more" action under a catalogue grid. */
export function CatalogueStatus({
  status,
  empty,
  onMore,
}: {
  status: 'loading' | 'ready' | 'finished' | 'failed';
  empty: boolean;
  onMore: () => void;
}) {
  const { t } = useTranslation();
  if (status === 'loading')
    return (
      <p className="catalogue__status" role="status">
        {t('icons.loading')}
      </p>
    );
  if (status === 'failed') return <p className="catalogue__status">{t('icons.failed')}</p>;
  if (empty) return <p className="catalogue__status">{t('icons.no_results')}</p>;
  if (status === 'ready')
    return (
      <button type="button" className="button button--outline button--wide" onClick={onMore}>
        {t('icons.view_more')}
      </button>
    );
  return null;
}
