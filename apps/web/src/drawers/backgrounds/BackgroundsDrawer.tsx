import { useTranslation } from 'react-i18next';
import { NavLink, Outlet } from 'react-router';
import { DrawerPanel } from '../DrawerPanel';
import { PhotoSearch } from '../images/PhotoSearch';
import { setBackgroundPicture } from '../images/placePicture';
import { UploadsPanel } from '../images/UploadsPanel';

const tabClass = ({ isActive }: { isActive: boolean }) => `tabs__tab ${isActive ? 'tabs__tab--active' : ''}`;

/** Backgrounds drawer (SPEC §2 /backgrounds): the same pictures as /images, set as the background image. */
export function BackgroundsDrawer() {
  const { t } = useTranslation();
  return (
    <DrawerPanel title={t('sidebar.backgrounds')} intro={t('backgrounds.intro')}>
      <nav className="tabs" aria-label={t('backgrounds.tabs')}>
        <NavLink to="/backgrounds/search" className={tabClass}>
          {t('backgrounds.tab_search')}
        </NavLink>
        <NavLink to="/backgrounds/uploads" className={tabClass}>
          {t('backgrounds.tab_uploads')}
        </NavLink>
      </nav>
      <Outlet />
    </DrawerPanel>
  );
}

/** /backgrounds/search (the default). */
export function BackgroundsSearch() {
  const { t } = useTranslation();
  return <PhotoSearch onPick={(item) => setBackgroundPicture(item.url, t)} />;
}

/** /backgrounds/uploads. */
export function BackgroundsUploads() {
  const { t } = useTranslation();
  return (
    <UploadsPanel pickLabel={t('backgrounds.use_upload')} onPick={(src) => setBackgroundPicture(src, t)} />
  );
}
