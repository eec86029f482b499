import { navigateTo } from '../shell/navigation';
import { useTranslation } from 'react-i18next';
import { Icon } from '../icons/Icon';
import { isSaving, useAppStore } from '../state/appStore';
import { openModal } from '../state/modalStore';
import { requestSave } from '../save/saveFlow';
import { openDownload } from '../modals/download/openDownload';
import { openSchedule } from '../modals/schedule/openSchedule';
import { openShare } from '../modals/share/openShare';
import { handDesignToHost } from '../embed/handDesignToHost';
import { useHeaderVisibility } from './headerVisibility';
import { HistoryButtons } from './HistoryButtons';
import { MoreMenu } from './MoreMenu';
import { confirmNewDesign } from './newDesign';
import { toggleVideoMode } from './videoMode';
import { useCompactHeader } from './useCompactHeader';
import type { HeaderAction } from './headerAction';
import { UserMenu } from './UserMenu';
import { ReasonButton } from '../components/reason/ReasonButton';
import './Header.css';

/**
 * SPEC §2 header: My Designs, Explore, New, Save, Share, Download, Use it (widget only), Video, and issue 11's
 * Schedule. On a phone (375 px), and on any window too narrow for them all, only Undo/Redo and Save stay in the
 * bar; the rest moves into a "More" menu.
 */
export function Header() {
  const { t } = useTranslation();
  const compact = useCompactHeader();
  const saving = useAppStore(isSaving);
  const external = useAppStore((state) => state.source === 'external');
  // SPEC §2: share and download only for a saved design with no change since.
  const shareable = useAppStore((state) => state.saved && !state.touched);
  const hidden = useHeaderVisibility((state) => state.hidden);
  const animation = useAppStore((state) => state.animation);

  const navigation: HeaderAction[] = [
    { id: 'my-designs', label: t('header.my_designs'), onSelect: () => navigateTo('/gallery/designs') },
    { id: 'explore', label: t('header.explore'), onSelect: () => openModal({ name: 'discover' }) },
  ];
  const actions: HeaderAction[] = [
    { id: 'new', label: t('header.new'), onSelect: confirmNewDesign },
    {
      id: 'video',
      label: t('header.video'),
      icon: 'video',
      pressed: animation,
      reason: saving ? t('reasons.saving') : null,
      onSelect: toggleVideoMode,
    },
    {
      id: 'share',
      label: t('header.share'),
      // SPEC §4 'Save design before Share.': shown on hover and focus, said when pressed.
      reason: shareable ? null : t('share.save_first'),
      // A visitor is asked to sign in first (SPEC §2); a signed-in user gets the share modal.
      onSelect: openShare,
    },
    {
      id: 'download',
      label: t('header.download'),
      reason: shareable ? null : t('download.save_first'),
      onSelect: openDownload,
    },
    // Issue 11: scheduling publishes the saved design, so it has Share's rules.
    {
      id: 'schedule',
      label: t('header.schedule'),
      reason: shareable ? null : t('schedule.save_first'),
      onSelect: openSchedule,
    },
  ];
  const save = (
    <button type="button" className="button button--primary" onClick={requestSave} aria-busy={saving}>
      {t('header.save')}
    </button>
  );
  const useIt = external && (
    <button type="button" className="button button--primary" onClick={handDesignToHost}>
      {t('header.use_it')}
    </button>
  );

  return (
    <header className={`header ${hidden ? 'header--hidden' : ''}`} data-hidden={hidden}>
      <a className="header__brand" href="#/templates" aria-label={t('header.home')}>
        <span className="header__logo" aria-hidden="true" />
        <span className="header__name">{t('app.name')}</span>
      </a>
      {compact ? (
        <div className="header__actions">
          <HistoryButtons />
          {save}
          {useIt}
          <MoreMenu actions={[...navigation, ...actions]} />
        </div>
      ) : (
        <>
          <nav className="header__nav" aria-label={t('header.label')}>
            {navigation.map((action) => (
              <HeaderButton key={action.id} action={action} />
            ))}
          </nav>
          <div className="header__actions">
            <HistoryButtons />
            {actions.map((action) => (
              <HeaderButton key={action.id} action={action} />
            ))}
            {save}
            {useIt}
            <UserMenu />
          </div>
        </>
      )}
    </header>
  );
}

function HeaderButton({ action }: { action: HeaderAction }) {
  return (
    <ReasonButton
      className="button button--ghost"
      onClick={action.onSelect}
      reason={action.reason ?? null}
      aria-pressed={action.pressed}
    >
      {action.icon && <Icon name={action.icon} size={18} />}
      <span>{action.label}</span>
    </ReasonButton>
  );
}
