import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { PagesStatus } from './usePages';

/**
 * The end of a paged list (SPEC §2, §4): "Loading…" while a page comes, else a "View more" button that also
 * loads by itself when scrolled into view (infinite scroll).
 */
export function MorePages({ status, onMore }: { status: PagesStatus; onMore: () => void }) {
  const { t } = useTranslation();
  const button = useRef<HTMLButtonElement>(null);
  const more = useRef(onMore);
  useEffect(() => {
    more.current = onMore;
  });

  useEffect(() => {
    const target = button.current;
    if (status !== 'ready' || !target || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) more.current();
    });
    observer.observe(target);
    return () => observer.disconnect();
  }, [status]);

  if (status === 'loading')
    return (
      <p className="gallery__loading" role="status">
        {t('gallery.loading')}
      </p>
    );
  if (status !== 'ready') return null;
  return (
    <button ref={button} type="button" className="button button--outline button--wide" onClick={onMore}>
      {t('gallery.view_more')}
    </button>
  );
}
