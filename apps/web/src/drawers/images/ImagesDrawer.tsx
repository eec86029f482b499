import { useTranslation } from 'react-i18next';
import { NavLink, Outlet } from 'react-router';
import { DrawerPanel } from '../DrawerPanel';
import { PhotoSearch } from './PhotoSearch';
import { insertPicture } from './placePicture';
import { UploadsPanel } from './UploadsPanel';

const tabClass = ({ isActive }: { isActive: boolean }) => `tabs__tab ${isActive ? 'tabs__tab--active' : ''}`;

/** Images drawer (SPEC §2 /images): tabs Images (search), Uploads and Icons. */
export function ImagesDrawer() {
  const { t } = useTranslation();
  return (
    <DrawerPanel title={t('sidebar.images')}>
      <nav className="tabs" aria-label={t('images.tabs')}>
        <NavLink to="/images/search" className={tabClass}>
          {t('images.tab_images')}
        </NavLink>
        <NavLink to="/images/uploads" className={tabClass}>
          {t('images.tab_uploads')}
        </NavLink>
        <NavLink to="/images/icons" className={tabClass}>
          {t('images.tab_icons')}
        </NavLink>
      </nav>
      <Outlet />
    </DrawerPanel>
  );
}

/** /images/search: a click adds the picture to the design, a drag onto the canvas adds it where dropped. */
export function ImagesSearch() {
  const { t } = useTranslation();
  return <PhotoSearch dragToInsert onPick={(item) => insertPicture(item.url, t)} />;
}

/** /images/uploads: a click adds the uploaded picture to the design, a drag adds it where dropped. */
export function ImagesUploads() {
  const { t } = useTranslation();
  return (
    <UploadsPanel dragToInsert pickLabel={t('uploads.insert')} onPick={(src) => insertPicture(src, t)} />
  );
}
