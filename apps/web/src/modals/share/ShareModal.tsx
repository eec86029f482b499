import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  designImagePath,
  publicDesignPath,
  schedulerShareUrl,
  SHARE_NETWORKS,
  shareIntentUrl,
  type ShareNetwork,
} from '@lienzo/core';
import { track } from '../../analytics/analytics';
import { currentEngine } from '../../engine/engineRegistry';
import { useAppStore } from '../../state/appStore';
import { ModalFrame } from '../ModalFrame';
import { absoluteSiteUrl } from './absoluteUrl';
import './ShareModal.css';

/** A network's intent opens in a new tab; email opens the mail program instead. */
function opensTab(network: ShareNetwork) {
  return network === 'email' ? {} : { target: '_blank', rel: 'noopener noreferrer' };
}

/**
 * SPEC §2 share modal (issue 11): the design's public page (`/s/{hash}`, with Open Graph tags) to copy or open,
 * each network's share intent, and the scheduler's share page when the app knows SCHEDULER_URL.
 */
export function ShareModal() {
  const { t } = useTranslation();
  const design = useAppStore((state) => state.design);
  const schedulerUrl = useAppStore((state) => state.schedulerUrl);
  const input = useRef<HTMLInputElement>(null);
  const [copied, setCopied] = useState<'done' | 'failed' | null>(null);
  // Shared saved and untouched: the pages on screen are the saved ones (issue 23: a carousel's page shows all).
  const [pages] = useState(() => currentEngine()?.getPages().length ?? 1);
  if (!design) return null;

  const target = {
    url: absoluteSiteUrl(publicDesignPath(design.hash)),
    image: absoluteSiteUrl(designImagePath(design.hash)),
    title: design.title,
  };
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(target.url);
      setCopied('done');
      track('design_shared', { channel: 'copy_link' });
    } catch {
      // No clipboard here (an insecure page, a refused permission): leave the link selected to copy by hand.
      input.current?.focus();
      input.current?.select();
      setCopied('failed');
    }
  };

  return (
    <ModalFrame title={t('share.title')} description={t('share.description')} className="share-modal">
      <div className="field">
        <label htmlFor="share-link">{t('share.link_label')}</label>
        <div className="share-modal__link">
          <input
            id="share-link"
            ref={input}
            readOnly
            value={target.url}
            onFocus={(event) => event.currentTarget.select()}
          />
          <button type="button" className="button button--primary" onClick={() => void copy()}>
            {t('share.copy')}
          </button>
        </div>
        <p className="field__hint" role="status">
          {copied === 'done' && t('share.copied')}
          {copied === 'failed' && t('share.copy_failed')}
        </p>
      </div>
      <a
        className="link-button share-modal__page"
        href={target.url}
        target="_blank"
        rel="noopener noreferrer"
      >
        {t('share.open_page')}
      </a>
      {pages > 1 && <p className="field__hint">{t('share.pages', { count: pages })}</p>}
      <section className="modal-section" aria-labelledby="share-networks">
        <h3 id="share-networks" className="modal-section__heading">
          {t('share.networks')}
        </h3>
        <ul className="share-modal__list">
          {SHARE_NETWORKS.map((network) => (
            <li key={network}>
              <a
                className="button button--outline share-modal__network"
                href={shareIntentUrl(network, target)}
                {...opensTab(network)}
                onClick={() => track('design_shared', { channel: network })}
              >
                {t(`share.network.${network}`)}
              </a>
            </li>
          ))}
        </ul>
      </section>
      {schedulerUrl && (
        <a
          className="button button--primary button--wide share-modal__scheduler"
          href={schedulerShareUrl(schedulerUrl, target)}
          target="_blank"
          rel="noopener noreferrer"
          onClick={() => track('design_shared', { channel: 'scheduler' })}
        >
          {t('share.scheduler')}
        </a>
      )}
    </ModalFrame>
  );
}
