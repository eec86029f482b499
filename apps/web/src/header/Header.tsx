import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Icon } from '../icons/Icon';
import { isSaving, useAppStore } from '../state/appStore';
import { requestSave } from '../save/saveFlow';
import { confirmNewDesign } from './newDesign';
import { UserMenu } from './UserMenu';
import './Header.css';

/** SPEC §2 header: My Designs, Explore, New, Save, Share, Download, Use it (widget only), Video. */
export function Header() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const saving = useAppStore(isSaving);
  const external = useAppStore((state) => state.source === 'external');

  return (
    <header className="header">
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
        <button type="button" className="button button--ghost" onClick={confirmNewDesign}>
          {t('header.new')}
        </button>
        <button type="button" className="button button--ghost" aria-pressed={false} disabled>
          <Icon name="video" size={18} />
          <span>{t('header.video')}</span>
        </button>
        <button type="button" className="button button--ghost" disabled>
          {t('header.share')}
        </button>
        <button type="button" className="button button--ghost" disabled>
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
