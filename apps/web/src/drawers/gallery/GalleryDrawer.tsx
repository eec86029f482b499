import { useTranslation } from 'react-i18next';
import type { ReactNode } from 'react';
import { DrawerPanel } from '../DrawerPanel';
import { DrawerTabs } from '../DrawerTabs';

/**
 * Gallery drawer (SPEC §2): the user's designs, the boards they follow and their favourites; and their
 * scheduled posts (issue 11).
 */
export function GalleryDrawer({ children }: { children?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <DrawerPanel title={t('sidebar.gallery')}>
      <DrawerTabs
        label={t('gallery.tabs')}
        wrap
        tabs={[
          { to: '/gallery/designs', label: t('gallery.my_designs') },
          { to: '/gallery/following', label: t('gallery.following') },
          { to: '/gallery/favorites', label: t('gallery.favorites') },
          { to: '/gallery/scheduled', label: t('gallery.scheduled') },
        ]}
      />
      {children}
    </DrawerPanel>
  );
}
