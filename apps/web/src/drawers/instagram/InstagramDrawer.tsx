import { useTranslation } from 'react-i18next';
import { iconPath, INSTAGRAM_STICKERS, STICKER_ICON_SET } from '@lienzo/core';
import { whenEngine } from '../../engine/engineRegistry';
import { notifyError } from '../../notify/notify';
import { webObjectTypes } from '../../toolbars/appObjectTypes';
import type { InsertEntry } from '../../toolbars/WebObjectType';
import { DrawerPanel } from '../DrawerPanel';
import { InstagramEmojis } from './InstagramEmojis';
import '../icons/Catalogue.css';
import { siteUrl } from '../../site/siteUrl';

/**
 * /instagram (SPEC §2): the insert menu (a button for each insert entry of the object types, in the order of
 * their list: the Instagram elements), the 22 stickers and the emojis.
 */
export function InstagramDrawer() {
  const { t } = useTranslation();
  const elements = webObjectTypes().flatMap((type) => type.inserts);
  const addElement = (element: InsertEntry) => {
    void whenEngine().then((engine) => element.insert(engine, (key) => t(key)));
  };
  const addSticker = (url: string) => {
    void whenEngine()
      .then(async (engine) => engine.execute('add-image', { src: url, sticker: true }))
      .catch(() => notifyError(t('icons.insert_failed')));
  };
  return (
    <DrawerPanel title={t('instagram.heading')} intro={t('instagram.intro')}>
      <div className="catalogue">
        <div className="instagram-add" role="group" aria-label={t('instagram.elements')}>
          {elements.map((element) => (
            <button key={element.labelKey} type="button" onClick={() => addElement(element)}>
              {t(element.labelKey)}
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
                aria-label={t('instagram.add_sticker', { name: t(`instagram.sticker_names.${name}`) })}
                title={t(`instagram.sticker_names.${name}`)}
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
        <InstagramEmojis />
      </div>
    </DrawerPanel>
  );
}
