import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { navigateTo } from '../shell/navigation';
import { LanguageSwitcher } from '../i18n/LanguageSwitcher';
import { DRAWER_SECTIONS, isSectionActive } from '../sidebar/drawerSections';
import { useEditorStore } from '../state/editorStore';
import { useMobileStore, type MobileView } from './mobileStore';
import './MobileMenu.css';

/** The bottom bar of mobile mode: switches between the drawers, the canvas and the layers list. */
export function MobileMenu() {
  const { t } = useTranslation();
  const [pathname] = useLocation();
  const view = useMobileStore((state) => state.view);
  const show = useMobileStore((state) => state.show);
  const count = useEditorStore((state) => state.layers.length);
  const previousCount = useRef(count);

  // Something added from a drawer is shown at once on the canvas, where it can be moved. In the layers or pages
  // view a layer that comes back (an undo, a redo) keeps the user where they are.
  useEffect(() => {
    if (count > previousCount.current && useMobileStore.getState().view === 'drawer') show('canvas');
    previousCount.current = count;
  }, [count, show]);

  // Routes without a drawer (an opened design) show the canvas.
  useEffect(() => {
    if (pathname.startsWith('/design/')) show('canvas');
  }, [pathname, show]);

  const item = (key: string, label: string, active: boolean, onClick: () => void) => (
    <li key={key}>
      <button
        type="button"
        className={`mobile-menu__item ${active ? 'mobile-menu__item--active' : ''}`}
        aria-pressed={active}
        onClick={onClick}
      >
        {label}
      </button>
    </li>
  );
  const toView = (next: MobileView) => () => show(next);

  // The drawer shown keeps its tab in sight in the scrolling part of the bar (Templates on the first screen).
  const drawersRef = useRef<HTMLUListElement>(null);
  useEffect(() => {
    drawersRef.current
      ?.querySelector('.mobile-menu__item--active')
      ?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  }, [pathname, view]);

  // The views of the design stay at the start of the bar, always on screen; the drawers scroll beside them
  // (issue 24: Canvas and Layers came after the seven drawers, past a phone's right edge).
  return (
    <nav className="mobile-menu" aria-label={t('mobile.menu')}>
      <ul className="mobile-menu__views">
        {item('canvas', t('mobile.canvas'), view === 'canvas', toView('canvas'))}
        {item('pages', t('mobile.pages'), view === 'pages', toView('pages'))}
        {item('layers', t('mobile.layers'), view === 'layers', toView('layers'))}
      </ul>
      <ul className="mobile-menu__list" ref={drawersRef}>
        {DRAWER_SECTIONS.map((drawer) =>
          item(drawer.to, t(drawer.labelKey), view === 'drawer' && isSectionActive(drawer, pathname), () => {
            navigateTo(drawer.to);
            show('drawer');
          }),
        )}
        <li>
          <LanguageSwitcher className="mobile-menu__language" />
        </li>
      </ul>
    </nav>
  );
}
