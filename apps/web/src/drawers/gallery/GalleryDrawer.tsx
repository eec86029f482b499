import { useTranslation } from 'react-i18next';
import { NavLink, Outlet } from 'react-router';
import { DrawerPanel } from '../DrawerPanel';

/**
 * Gallery drawer (SPEC §2): the user's designs, the boards they follow and their favourites; and their
 * scheduled posts (issue 11).
 */
export function GalleryDrawer() {
  const { t } = useTranslation();
  return (
    <DrawerPanel title={t('sidebar.gallery')}>
      <nav className="tabs tabs--wrap" aria-label={t('gallery.tabs')}>
        <NavLink
          to="/gallery/designs"
          className={({ isActive }) => `tabs__tab ${isActive ? 'tabs__tab--active' : ''}`}
        >
          {t('gallery.my_designs')}
        </NavLink>
        <NavLink
          to="/gallery/following"
          className={({ isActive }) => `tabs__tab ${isActive ? 'tabs__tab--active' : ''}`}
        >
          {t('gallery.following')}
        </NavLink>
        <NavLink
          to="/gallery/favorites"
          className={({ isActive }) => `tabs__tab ${isActive ? 'tabs__tab--active' : ''}`}
        >
          {t('gallery.favorites')}
        </NavLink>
        <NavLink
          to="/gallery/scheduled"
          className={({ isActive }) => `tabs__tab ${isActive ? 'tabs__tab--active' : ''}`}
        >
          {t('gallery.scheduled')}
        </NavLink>
      </nav>
      <Outlet />
    </DrawerPanel>
  );
}
