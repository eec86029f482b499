import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Icon } from '../icons/Icon';
import { isSaving, useAppStore } from '../state/appStore';
import { requestSave } from '../save/saveFlow';
import { useHeaderVisibility } from './headerVisibility';
import { HistoryButtons } from './HistoryButtons';
import { confirmNewDesign } from './newDesign';
import { UserMenu } from './UserMenu';
import './Header.css';

/** SPEC §2 header: My Designs, Explore, New, Save, Share, Download, Use it (widget only), Video. */
export function Header() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const saving = useAppStore(isSaving);
  const external = useAppStore((state) => state.source === 'external');
  // SPEC §2: share and download only for a saved design with no change since.
  const shareable = useAppStore((state) => state.saved && !state.touched);
  const hidden = useHeaderVisibility((state) => state.hidden);

  return (
    <header className={`header ${hidden ? 'header--hidden' : ''}`} data-hidden={hidden}>
      <a className="header__brand" href="#/templates" aria-label={t('header.home')}>
        <span className="header__logo" aria-hidden="true" />
        <span className="header__name">{t('app.name')}</span>
      </a>
      <nav className="header__nav" aria-label={t('header.label')}>
        <button type="button" className="button button--ghost" onClick={() => navigate('/gallery/designs')}>
          {t('header.my_designs')}
        </button>
        <button type="button" className="button button--ghost" disabled>
          {t('header.explore')}
        </button>
      </nav>
      <div className="header__actions">
        <HistoryButtons />
        <button type="button" className="button button--ghost" onClick={confirmNewDesign}>
          {t('header.new')}
        </button>
        <button type="button" className="button button--ghost" aria-pressed={false} disabled>
          <Icon name="video" size={18} />
          <span>{t('header.video')}</span>
        </button>
        <button type="button" className="button button--ghost" disabled={!shareable}>
          {t('header.share')}
        </button>
        <button type="button" className="button button--ghost" disabled={!shareable}>
          {t('header.download')}
        </button>
        <button type="button" className="button button--primary" onClick={requestSave} aria-busy={saving}>
          {t('header.save')}
        </button>
        {external && (
          <button type="button" className="button button--primary" onClick={requestSave}>
            {t('header.use_it')}
          </button>
        )}
        <UserMenu />
      </div>
    </header>
  );
}
