import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { LanguageSwitcher } from '../i18n/LanguageSwitcher';
import { Icon, type IconName } from '../icons/Icon';
import { useAppStore } from '../state/appStore';
import './Sidebar.css';

const SECTIONS: {
  to: string;
  labelKey:
    'sidebar.gallery' | 'sidebar.images' | 'sidebar.backgrounds' | 'sidebar.text' | 'sidebar.templates';
  icon: IconName;
  base: string;
}[] = [
  { to: '/gallery/designs', labelKey: 'sidebar.gallery', icon: 'gallery', base: '/gallery' },
  { to: '/images/search', labelKey: 'sidebar.images', icon: 'images', base: '/images' },
  { to: '/backgrounds/search', labelKey: 'sidebar.backgrounds', icon: 'backgrounds', base: '/backgrounds' },
  { to: '/texts', labelKey: 'sidebar.text', icon: 'text', base: '/texts' },
  { to: '/templates', labelKey: 'sidebar.templates', icon: 'templates', base: '/templates' },
];

/** SPEC §2 sidebar: one link per drawer, collapsible to icons. */
export function Sidebar() {
  const { t } = useTranslation();
  const collapsed = useAppStore((state) => state.sidebarCollapsed);
  const toggle = useAppStore((state) => state.toggleSidebar);
  const { pathname } = useLocation();

  return (
    <nav className={`sidebar ${collapsed ? 'sidebar--collapsed' : ''}`} aria-label={t('sidebar.label')}>
      <ul className="sidebar__list">
        {SECTIONS.map((section) => {
          const active = pathname === section.base || pathname.startsWith(`${section.base}/`);
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
