import { isValidElement } from 'react';
import { createHashRouter, matchRoutes, Navigate, redirect, type RouteObject } from 'react-router';
import { AppShell } from './shell/AppShell';
import { homeRouteFor } from './shell/initialLayout';
import { useAppStore } from './state/appStore';
import { DrawerLoading } from './lazy/DrawerLoading';
import { lazyNamed } from './lazy/lazyNamed';

// Each drawer's chunk loads when its route first shows, or when the page is idle after the editor is ready.
const DesignRoute = lazyNamed(() => import('./design/DesignRoute'), 'DesignRoute', DrawerLoading);
const BackgroundsDrawer = lazyNamed(
  () => import('./drawers/backgrounds/BackgroundsDrawer'),
  'BackgroundsDrawer',
  DrawerLoading,
);
const BackgroundsSearch = lazyNamed(
  () => import('./drawers/backgrounds/BackgroundsDrawer'),
  'BackgroundsSearch',
  DrawerLoading,
);
const BackgroundsUploads = lazyNamed(
  () => import('./drawers/backgrounds/BackgroundsDrawer'),
  'BackgroundsUploads',
  DrawerLoading,
);
const AudioDrawer = lazyNamed(() => import('./drawers/audio/AudioDrawer'), 'AudioDrawer', DrawerLoading);
const GalleryDesigns = lazyNamed(
  () => import('./drawers/gallery/GalleryDesigns'),
  'GalleryDesigns',
  DrawerLoading,
);
const GalleryDrawer = lazyNamed(
  () => import('./drawers/gallery/GalleryDrawer'),
  'GalleryDrawer',
  DrawerLoading,
);
const GalleryFavorites = lazyNamed(
  () => import('./drawers/gallery/GalleryFavorites'),
  'GalleryFavorites',
  DrawerLoading,
);
const GalleryFollowing = lazyNamed(
  () => import('./drawers/gallery/GalleryFollowing'),
  'GalleryFollowing',
  DrawerLoading,
);
const GalleryScheduled = lazyNamed(
  () => import('./drawers/gallery/GalleryScheduled'),
  'GalleryScheduled',
  DrawerLoading,
);
const ImagesDrawer = lazyNamed(() => import('./drawers/images/ImagesDrawer'), 'ImagesDrawer', DrawerLoading);
const ImagesSearch = lazyNamed(() => import('./drawers/images/ImagesDrawer'), 'ImagesSearch', DrawerLoading);
const ImagesUploads = lazyNamed(
  () => import('./drawers/images/ImagesDrawer'),
  'ImagesUploads',
  DrawerLoading,
);
const IconsPanel = lazyNamed(() => import('./drawers/icons/IconsPanel'), 'IconsPanel', DrawerLoading);
const InstagramDrawer = lazyNamed(
  () => import('./drawers/instagram/InstagramDrawer'),
  'InstagramDrawer',
  DrawerLoading,
);
const TemplatesDrawer = lazyNamed(
  () => import('./drawers/templates/TemplatesDrawer'),
  'TemplatesDrawer',
  DrawerLoading,
);
const TextDrawer = lazyNamed(() => import('./drawers/text/TextDrawer'), 'TextDrawer', DrawerLoading);

/**
 * SPEC §2 routes (hash based). Each picks what the drawer shows; the canvas stays mounted beside it.
 * `/` and Facebook's `_=_` redirect in a loader, before the first paint: a `<Navigate>` would first paint
 * an empty drawer and then move the canvas aside once the deferred navigation renders.
 */
const routes: RouteObject[] = [
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
];

export function createRouter() {
  return createHashRouter(routes);
}

/**
 * Loads the chunks of what `path` shows (the drawer, and the tab inside it), so the first render has them
 * and does not suspend. `/` shows the home route of the layout the page was opened with.
 */
export function preloadRoute(path: string, initialLayout: string | null): Promise<unknown> {
  const shown = path === '/' || path === '' ? homeRouteFor(initialLayout) : path;
  const matches = matchRoutes(routes, shown) ?? [];
  return Promise.all(
    matches.map(({ route }) => {
      const type: unknown = isValidElement(route.element) ? route.element.type : null;
      return type && typeof type === 'function' && 'preload' in type && typeof type.preload === 'function'
        ? (type.preload as () => Promise<unknown>)()
        : null;
    }),
  );
}
