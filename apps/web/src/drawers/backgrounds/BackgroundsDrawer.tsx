import { useTranslation } from 'react-i18next';
import type { ReactNode } from 'react';
import { DrawerPanel } from '../DrawerPanel';
import { DrawerTabs } from '../DrawerTabs';
import { PhotoSearch } from '../images/PhotoSearch';
import { setBackgroundPicture } from '../images/placePicture';
import { UploadsPanel } from '../images/UploadsPanel';

/** Backgrounds drawer (SPEC §2 /backgrounds): the same pictures as /images, set as the background image. */
export function BackgroundsDrawer({ children }: { children?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <DrawerPanel title={t('sidebar.backgrounds')} intro={t('backgrounds.intro')}>
      <DrawerTabs
        label={t('backgrounds.tabs')}
        tabs={[
          { to: '/backgrounds/search', label: t('backgrounds.tab_search') },
          { to: '/backgrounds/uploads', label: t('backgrounds.tab_uploads') },
        ]}
      />
      {children}
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
