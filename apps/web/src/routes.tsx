import { createHashRouter, Navigate, redirect } from 'react-router';
import { DesignRoute } from './design/DesignRoute';
import {
  BackgroundsDrawer,
  BackgroundsSearch,
  BackgroundsUploads,
} from './drawers/backgrounds/BackgroundsDrawer';
import { AudioDrawer } from './drawers/audio/AudioDrawer';
import { GalleryDesigns } from './drawers/gallery/GalleryDesigns';
import { GalleryDrawer } from './drawers/gallery/GalleryDrawer';
import { GalleryFavorites } from './drawers/gallery/GalleryFavorites';
import { GalleryFollowing } from './drawers/gallery/GalleryFollowing';
import { GalleryScheduled } from './drawers/gallery/GalleryScheduled';
import { ImagesDrawer, ImagesSearch, ImagesUploads } from './drawers/images/ImagesDrawer';
import { IconsPanel } from './drawers/icons/IconsPanel';
import { InstagramDrawer } from './drawers/instagram/InstagramDrawer';
import { TemplatesDrawer } from './drawers/templates/TemplatesDrawer';
import { TextDrawer } from './drawers/text/TextDrawer';
import { AppShell } from './shell/AppShell';
import { homeRouteFor } from './shell/initialLayout';
import { useAppStore } from './state/appStore';

/**
 * SPEC §2 routes (hash based). Each picks what the drawer shows; the canvas stays mounted beside it.
 * `/` and Facebook's `_=_` redirect in a loader, before the first paint: a `<Navigate>` would first paint
 * an empty drawer and then move the canvas aside once the deferred navigation renders.
 */
export function createRouter() {
  return createHashRouter([
    {
      path: '/',
      element: <AppShell />,
      // Nothing, for the instant the redirect below takes.
      HydrateFallback: () => null,
      children: [
        {
          index: true,
          element: null,
          loader: () => redirect(homeRouteFor(useAppStore.getState().initialLayout)),
        },
        { path: '_=_', element: null, loader: () => redirect('/templates') },
        { path: 'templates', element: <TemplatesDrawer /> },
        { path: 'texts', element: <TextDrawer /> },
        { path: 'audios', element: <AudioDrawer /> },
        {
          path: 'gallery',
          element: <GalleryDrawer />,
          children: [
            { index: true, element: <Navigate to="/gallery/designs" replace /> },
            { path: 'designs', element: <GalleryDesigns /> },
            { path: 'following', element: <GalleryFollowing /> },
            { path: 'favorites', element: <GalleryFavorites /> },
            { path: 'scheduled', element: <GalleryScheduled /> },
          ],
        },
        {
          path: 'images',
          element: <ImagesDrawer />,
          children: [
            { index: true, element: <Navigate to="/images/search" replace /> },
            { path: 'search', element: <ImagesSearch /> },
            { path: 'uploads', element: <ImagesUploads /> },
            { path: 'icons', element: <IconsPanel /> },
          ],
        },
        {
          path: 'backgrounds',
          element: <BackgroundsDrawer />,
          children: [
            { index: true, element: <Navigate to="/backgrounds/search" replace /> },
            { path: 'search', element: <BackgroundsSearch /> },
            { path: 'uploads', element: <BackgroundsUploads /> },
          ],
        },
        { path: 'instagram', element: <InstagramDrawer /> },
        { path: 'design/:hash', element: <DesignRoute /> },
        { path: '*', element: <Navigate to="/templates" replace /> },
      ],
    },
  ]);
}
