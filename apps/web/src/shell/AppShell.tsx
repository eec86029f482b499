import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { CanvasArea } from '../canvas/CanvasArea';
import { ErrorBoundary } from '../errors/ErrorBoundary';
import { Header } from '../header/Header';
import { useEngine } from '../header/useEngine';
import { useHeaderVisibility } from '../header/headerVisibility';
import { LayersPanelLoading } from '../layers/LayersPanelLoading';
import { MobileMenu } from '../mobile/MobileMenu';
import { useMobileStore } from '../mobile/mobileStore';
import { useIsMobile } from '../mobile/useIsMobile';
import { ModalHost } from '../modals/ModalHost';
import { Sidebar } from '../sidebar/Sidebar';
import { useAppStore } from '../state/appStore';
import { DrawerRoutes } from '../routes';
import { ScrollToTop } from './ScrollToTop';
import { TrackDrawers } from '../analytics/TrackDrawers';
import { useSignInPrompt } from './useSignInPrompt';
import { useWelcomeGuide } from '../onboarding/useWelcomeGuide';
import { useDrafts } from '../drafts/useDrafts';
import { useDocumentTitle } from './useDocumentTitle';
import { lazyNamed } from '../lazy/lazyNamed';
import './AppShell.css';

// Only a video design shows the timeline.
const TimelinePanel = lazyNamed(() => import('../timeline/TimelinePanel'), 'TimelinePanel');
// The layers list (and its virtualiser) is not needed before the editor is ready: its frame stands in.
const LayersPanel = lazyNamed(() => import('../layers/LayersPanel'), 'LayersPanel', LayersPanelLoading);
// Notices wait for the editor: one asked for earlier is shown when the host mounts.
const NoticeHost = lazyNamed(() => import('../notify/NoticeHost'), 'NoticeHost');

/** The editor's frame: header, sidebar, the drawer the route picks, and the canvas that stays mounted. */
export function AppShell() {
  const { t } = useTranslation();
  const drawerRef = useRef<HTMLElement>(null);
  const collapsed = useAppStore((state) => state.sidebarCollapsed);
  const mobile = useIsMobile();
  const mobileView = useMobileStore((state) => state.view);
  const headerHidden = useHeaderVisibility((state) => state.hidden);
  const video = useAppStore((state) => state.animation);
  const engine = useEngine();

  useSignInPrompt();
  useWelcomeGuide();
  useDrafts();
  useDocumentTitle();

  return (
    <div
      className={`shell ${collapsed ? 'shell--collapsed' : ''} ${headerHidden ? 'shell--header-hidden' : ''} ${
        mobile ? `shell--mobile shell--view-${mobileView}` : ''
      }`}
    >
      <ScrollToTop drawerRef={drawerRef} />
      <TrackDrawers />
      <Header />
      {!mobile && <Sidebar />}
      <aside className="shell__drawer" ref={drawerRef} aria-label={t('drawer.label')}>
        <DrawerRoutes />
      </aside>
      <main className="shell__main">
        <div className="shell__work">
          <ErrorBoundary boundary="canvas">
            <CanvasArea />
          </ErrorBoundary>
          {video && engine && <TimelinePanel engine={engine} />}
        </div>
        {engine ? <LayersPanel /> : <LayersPanelLoading />}
      </main>
      {mobile && <MobileMenu />}
      <ModalHost />
      {engine && <NoticeHost />}
    </div>
  );
}
