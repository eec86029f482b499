import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'wouter';
import { LanguageSwitcher } from '../i18n/LanguageSwitcher';
import { Icon } from '../icons/Icon';
import { useAppStore } from '../state/appStore';
import { DRAWER_SECTIONS, isSectionActive } from './drawerSections';
import './Sidebar.css';

/** SPEC §2 sidebar: one link per drawer, collapsible to icons. */
export function Sidebar() {
  const { t } = useTranslation();
  const collapsed = useAppStore((state) => state.sidebarCollapsed);
  const toggle = useAppStore((state) => state.toggleSidebar);
  const [pathname] = useLocation();

  return (
    <nav className={`sidebar ${collapsed ? 'sidebar--collapsed' : ''}`} aria-label={t('sidebar.label')}>
      <ul className="sidebar__list">
        {DRAWER_SECTIONS.map((section) => {
          const active = isSectionActive(section, pathname);
          return (
            <li key={section.to}>
              <Link
                to={section.to}
                className={`sidebar__link ${active ? 'sidebar__link--active' : ''}`}
                aria-current={active ? 'page' : undefined}
                title={collapsed ? t(section.labelKey) : undefined}
              >
                <Icon name={section.icon} size={22} />
                <span className="sidebar__label">{t(section.labelKey)}</span>
              </Link>
            </li>
          );
        })}
      </ul>
      <div className="sidebar__footer">
        <LanguageSwitcher className="sidebar__language" />
        <button type="button" className="sidebar__toggle" onClick={toggle} aria-expanded={!collapsed}>
          <Icon name={collapsed ? 'expand' : 'collapse'} size={18} />
          <span className="visually-hidden">{collapsed ? t('sidebar.expand') : t('sidebar.collapse')}</span>
        </button>
      </div>
    </nav>
  );
}
