import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { PagesStatus } from './usePages';

/**
 * The end of a paged list (SPEC §2/§4): "View more", and infinite scroll — the next page loads by itself
 * when this end scrolls into view in the drawer.
 */
export function LoadMore({ status, onMore }: { status: PagesStatus; onMore: () => void }) {
  const { t } = useTranslation();
  const end = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const element = end.current;
    if (status !== 'ready' || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) onMore();
      },
      { rootMargin: '0px 0px 200px 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [status, onMore]);

  return (
    <div ref={end} className="load-more">
      {status === 'loading' && (
        <p className="gallery__loading" role="status">
          {t('gallery.loading')}
        </p>
      )}
      {status === 'ready' && (
        <button type="button" className="button button--outline button--wide" onClick={onMore}>
          {t('gallery.view_more')}
        </button>
      )}
    </div>
  );
}
