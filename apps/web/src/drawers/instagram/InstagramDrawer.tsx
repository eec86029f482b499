import { useCallback, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  EMOJIS_PAGE_SIZE,
  iconPath,
  INSTAGRAM_STICKERS,
  STICKER_ICON_SET,
  type InstagramStickerType,
} from '@lienzo/core';
import { api } from '../../api/client';
import { whenEngine } from '../../engine/engineRegistry';
import { notifyError } from '../../notify/notify';
import { DrawerPanel } from '../DrawerPanel';
import { CatalogueEnd } from '../icons/IconsPanel';
import { usePages } from '../shared/usePages';
import { addInstagramSticker } from './addInstagramSticker';
import '../icons/Catalogue.css';
import { siteUrl } from '../../site/siteUrl';

const ELEMENTS: { kind: InstagramStickerType; key: string }[] = [
  { kind: 'HASHTAG', key: 'hashtag' },
  { kind: 'LOCATION', key: 'location' },
  { kind: 'MENTION', key: 'mention' },
  { kind: 'POLL', key: 'poll' },
  { kind: 'QUESTION', key: 'question' },
  { kind: 'SLIDER', key: 'slider' },
];

/** /instagram (SPEC §2): buttons for the Instagram elements, the 22 stickers and emojis with a search. */
export function InstagramDrawer() {
  const { t } = useTranslation();
  const [draft, setDraft] = useState('');
  const [query, setQuery] = useState('');
  const fetcher = useCallback(async (page: number) => (await api.emojis({ query, page })).items, [query]);
  const emojis = usePages(true, query, fetcher, EMOJIS_PAGE_SIZE);
  const failed = () => notifyError(t('icons.insert_failed'));
  const addElement = (kind: InstagramStickerType) => {
    void whenEngine().then((engine) => addInstagramSticker(engine, kind, (key) => t(key)));
  };
  const addSticker = (url: string) => {
    void whenEngine()
      .then((engine) => engine.addImage(url, { sticker: true }))
      .catch(failed);
  };
  const addEmoji = (url: string) => {
    void whenEngine()
      .then((engine) => engine.addVector(url, { vector_type: 'emoji' }))
      .catch(failed);
  };
  const search = (event: FormEvent) => {
    event.preventDefault();
    setQuery(draft.trim());
  };
  return (
    <DrawerPanel title={t('instagram.heading')} intro={t('instagram.intro')}>
      <div className="catalogue">
        <div className="instagram-add" role="group" aria-label={t('instagram.elements')}>
          {ELEMENTS.map(({ kind, key }) => (
            <button key={kind} type="button" onClick={() => addElement(kind)}>
              {t(`instagram.add.${key}`)}
            </button>
          ))}
        </div>
        <h3 className="catalogue__heading">{t('instagram.stickers')}</h3>
        <ul className="catalogue__grid" aria-label={t('instagram.stickers')}>
          {INSTAGRAM_STICKERS.map((name) => (
            <li key={name}>
              <button
                type="button"
                className="catalogue__item"
                aria-label={t('instagram.add_sticker', { name: name.replace(/-/g, ' ') })}
                onClick={() => addSticker(iconPath(STICKER_ICON_SET, name))}
              >
                <img
                  src={siteUrl(iconPath(STICKER_ICON_SET, name))}
                  alt=""
                  loading="lazy"
                  width={40}
                  height={40}
                />
              </button>
            </li>
          ))}
        </ul>
        <h3 className="catalogue__heading">{t('emojis.heading')}</h3>
        <form className="catalogue__search" role="search" onSubmit={search}>
          <input
            type="search"
            value={draft}
            maxLength={100}
            aria-label={t('emojis.search')}
            placeholder={t('emojis.search_placeholder')}
            onChange={(event) => setDraft(event.target.value)}
          />
          <button type="submit" className="button button--outline">
            {t('emojis.search_button')}
          </button>
        </form>
        <ul className="catalogue__grid" aria-label={t('emojis.results')}>
          {emojis.items.map((emoji) => (
            <li key={emoji.codes}>
              <button
                type="button"
                className="catalogue__item"
                title={emoji.name}
                aria-label={t('emojis.add', { name: emoji.name })}
                onClick={() => addEmoji(emoji.url)}
              >
                <img src={siteUrl(emoji.url)} alt="" loading="lazy" width={32} height={32} />
              </button>
            </li>
          ))}
        </ul>
        <CatalogueEnd status={emojis.status} empty={emojis.items.length === 0} onMore={emojis.loadMore} />
      </div>
    </DrawerPanel>
  );
}
