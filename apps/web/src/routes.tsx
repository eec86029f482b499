import type { ReactNode } from 'react';
import { Redirect, useLocation } from 'wouter';
import { ErrorBoundary } from './errors/ErrorBoundary';
import { useMobileStore } from './mobile/mobileStore';
import { homeRouteFor } from './shell/initialLayout';
import { useAppStore } from './state/appStore';
import { DrawerLoading } from './lazy/DrawerLoading';
import { lazyNamed, type PreloadableComponent } from './lazy/lazyNamed';

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

type Drawer = PreloadableComponent<(props: { children?: ReactNode }) => ReactNode>;
type Tab = PreloadableComponent<() => ReactNode>;

/** A drawer of SPEC §2 at `/{path}`, and its tabs at `/{path}/{tab}` (the first is where `/{path}` goes). */
interface DrawerRoute {
  path: string;
  Drawer: Drawer;
  tabs?: readonly (readonly [path: string, Tab])[];
}

const DRAWER_ROUTES: readonly DrawerRoute[] = [
  { path: 'templates', Drawer: TemplatesDrawer },
  { path: 'texts', Drawer: TextDrawer },
  { path: 'audios', Drawer: AudioDrawer },
  {
    path: 'gallery',
    Drawer: GalleryDrawer,
    tabs: [
      ['designs', GalleryDesigns],
      ['following', GalleryFollowing],
      ['favorites', GalleryFavorites],
      ['scheduled', GalleryScheduled],
    ],
  },
  {
    path: 'images',
    Drawer: ImagesDrawer,
    tabs: [
      ['search', ImagesSearch],
      ['uploads', ImagesUploads],
      ['icons', IconsPanel],
    ],
  },
  {
    path: 'backgrounds',
    Drawer: BackgroundsDrawer,
    tabs: [
      ['search', BackgroundsSearch],
      ['uploads', BackgroundsUploads],
    ],
  },
  { path: 'instagram', Drawer: InstagramDrawer },
];

/** Where `path` goes instead of being shown (`/`, Facebook's `_=_`, a drawer without its tab, anything unknown). */
export type Resolved = { redirect: string } | { design: string } | { drawer: DrawerRoute; tab: Tab | null };

export function resolveRoute(path: string, initialLayout: string | null): Resolved {
  const [first = '', second, ...rest] = path.replace(/^\/+|\/+$/g, '').split('/');
  if (first === '') return { redirect: homeRouteFor(initialLayout) };
  if (first === 'design' && second && rest.length === 0) return { design: second };
  const drawer = DRAWER_ROUTES.find((route) => route.path === first);
  if (!drawer || rest.length > 0 || (!drawer.tabs && second !== undefined)) return { redirect: '/templates' };
  if (!drawer.tabs) return { drawer, tab: null };
  const tab = drawer.tabs.find(([name]) => name === (second ?? drawer.tabs?.[0]?.[0]));
  if (!tab) return { redirect: '/templates' };
  return second === undefined ? { redirect: `/${drawer.path}/${tab[0]}` } : { drawer, tab: tab[1] };
}

/** A failed drawer, closed: on a phone the canvas comes in its place; elsewhere the empty drawer is hidden. */
const showCanvas = () => useMobileStore.getState().show('canvas');

/**
 * SPEC §2 routes (hash based): what the drawer beside the canvas shows. `/` goes to the home route of the
 * layout the page was opened with; a redirect is made in a layout effect, so no empty drawer is painted first.
 * Each drawer has its own error boundary: another drawer opened after one failed starts afresh.
 */
export function DrawerRoutes() {
  const [path] = useLocation();
  const initialLayout = useAppStore((state) => state.initialLayout);
  const resolved = resolveRoute(path, initialLayout);
  if ('redirect' in resolved) return <Redirect to={resolved.redirect} replace />;
  if ('design' in resolved)
    return (
      <ErrorBoundary key={`design/${resolved.design}`} boundary="drawer" onClose={showCanvas}>
        <DesignRoute hash={resolved.design} />
      </ErrorBoundary>
    );
  const { Drawer } = resolved.drawer;
  const Tab = resolved.tab;
  return (
    <ErrorBoundary key={resolved.drawer.path} boundary="drawer" onClose={showCanvas}>
      <Drawer>{Tab && <Tab />}</Drawer>
    </ErrorBoundary>
  );
}

/**
 * Loads the chunks of what `path` shows (the drawer, and the tab inside it), so the first render has them
 * and does not wait. `/` shows the home route of the layout the page was opened with.
 */
export function preloadRoute(path: string, initialLayout: string | null): Promise<unknown> {
  let resolved = resolveRoute(path, initialLayout);
  if ('redirect' in resolved) resolved = resolveRoute(resolved.redirect, initialLayout);
  if ('redirect' in resolved) return Promise.resolve();
  if ('design' in resolved) return DesignRoute.preload();
  return Promise.all([resolved.drawer.Drawer.preload(), resolved.tab?.preload()]);
}
