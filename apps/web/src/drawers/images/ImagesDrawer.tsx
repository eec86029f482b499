import { useTranslation } from 'react-i18next';
import type { ReactNode } from 'react';
import { DrawerPanel } from '../DrawerPanel';
import { DrawerTabs } from '../DrawerTabs';
import { PhotoSearch } from './PhotoSearch';
import { insertPicture } from './placePicture';
import { UploadsPanel } from './UploadsPanel';

/** Images drawer (SPEC §2 /images): tabs Images (search), Uploads and Icons. */
export function ImagesDrawer({ children }: { children?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <DrawerPanel title={t('sidebar.images')}>
      <DrawerTabs
        label={t('images.tabs')}
        tabs={[
          { to: '/images/search', label: t('images.tab_images') },
          { to: '/images/uploads', label: t('images.tab_uploads') },
          { to: '/images/icons', label: t('images.tab_icons') },
        ]}
      />
      {children}
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
