import { useCallback, useState } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { EMOJI_ICON_SET, EMOJIS_PAGE_SIZE, iconPath, INSTAGRAM_EMOJIS } from '@lienzo/core';
import { api } from '../../api/client';
import { whenEngine } from '../../engine/engineRegistry';
import { notifyError } from '../../notify/notify';
import { siteUrl } from '../../site/siteUrl';
import { useAppStore } from '../../state/appStore';
import { CatalogueEnd } from '../icons/IconsPanel';
import { CatalogueSearch } from '../shared/CatalogueSearch';
import { usePages } from '../shared/usePages';

/** The curated Instagram emoji images, shaped like search results, named in the interface language. */
const curated = (t: TFunction) =>
  INSTAGRAM_EMOJIS.map(({ code, icon }) => ({
    codes: code,
    name: t(`emojis.names.${code}`),
    url: iconPath(EMOJI_ICON_SET, icon),
  }));

/**
 * The emoji section of /instagram (SPEC §2, §3): the ~130 Instagram emoji images by default, and a search
 * through every emoji in English and Spanish. An emoji is added as a vector of type emoji.
 */
export function InstagramEmojis() {
  const { t } = useTranslation();
  const [query, setQuery] = useState('');
  const lang = useAppStore((state) => state.lang);
  const fetcher = useCallback(
    async (page: number) => (await api.emojis({ query, page, lang })).items,
    [query, lang],
  );
  const found = usePages(query !== '', `${query}\n${lang}`, fetcher, EMOJIS_PAGE_SIZE);
  const emojis = query === '' ? curated(t) : found.items;
  // The layer is named as the tile, in the interface language ("Emoji corazón rojo").
  const addEmoji = ({ url, name }: { url: string; name: string }) => {
    void whenEngine()
      .then(async (engine) =>
        engine.execute('add-vector', {
          src: url,
          vector_type: 'emoji',
          name: t('layers.names.emoji', { name }),
        }),
      )
      .catch(() => notifyError(t('icons.insert_failed')));
  };
  return (
    <>
      <h3 className="catalogue__heading">{t('emojis.heading')}</h3>
      <CatalogueSearch
        label={t('emojis.search')}
        placeholder={t('emojis.search_placeholder')}
        button={t('emojis.search_button')}
        onSearch={setQuery}
      />
      {query === '' && <p className="catalogue__status">{t('emojis.most_used')}</p>}
      <ul className="catalogue__grid" aria-label={t('emojis.results')}>
        {emojis.map((emoji) => (
          <li key={emoji.codes}>
            <button
              type="button"
              className="catalogue__item"
              title={emoji.name}
              aria-label={t('emojis.add', { name: emoji.name })}
              onClick={() => addEmoji(emoji)}
            >
              <img src={siteUrl(emoji.url)} alt="" loading="lazy" width={32} height={32} />
            </button>
          </li>
        ))}
      </ul>
      {query !== '' && (
        <CatalogueEnd status={found.status} empty={found.items.length === 0} onMore={found.loadMore} />
      )}
    </>
  );
}
