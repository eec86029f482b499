import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ScheduledPost } from '@lienzo/core';
import { api } from '../../api/client';
import { nextRefreshDelay } from '../../schedule/listRefresh';
import { scheduledPostsChanged, useScheduledPostsVersion } from '../../schedule/scheduledPostsVersion';
import { useAppStore } from '../../state/appStore';
import { ScheduledPostCard } from './ScheduledPostCard';
import { SignedOutPrompt } from './SignedOutPrompt';
import './ScheduledPosts.css';

type Load =
  { userId: number; status: 'ready'; items: ScheduledPost[] } | { userId: number; status: 'failed' };

/**
 * /gallery/scheduled (issue 11): the user's scheduled posts with their state, in the server's order; loaded
 * again whenever a post is scheduled, changed or cancelled (the last list stays up meanwhile).
 */
export function GalleryScheduled() {
  const { t } = useTranslation();
  const userId = useAppStore((state) => state.user?.id ?? null);
  const version = useScheduledPostsVersion((state) => state.version);
  const [load, setLoad] = useState<Load | null>(null);

  useEffect(() => {
    if (userId === null) return;
    let live = true;
    api
      .scheduledPosts()
      .then(({ items }) => live && setLoad({ userId, status: 'ready', items }))
      .catch(() => live && setLoad({ userId, status: 'failed' }));
    return () => {
      live = false;
    };
  }, [userId, version]);

  // Once a post falls due, the list looks again to show what became of it.
  useEffect(() => {
    if (load?.status !== 'ready') return;
    const delay = nextRefreshDelay(load.items, Date.now());
    if (delay === null) return;
    const timer = setTimeout(scheduledPostsChanged, delay);
    return () => clearTimeout(timer);
  }, [load]);

  if (userId === null) return <SignedOutPrompt message={t('schedule.list.signed_out')} />;
  const current = load?.userId === userId ? load : null;
  if (!current) return <p className="gallery__loading">{t('gallery.loading')}</p>;
  if (current.status === 'failed') return <p className="empty-state">{t('schedule.list.failed')}</p>;
  if (current.items.length === 0)
    return (
      <div className="empty-state">
        <p>{t('schedule.list.empty')}</p>
        <p className="empty-state__hint">{t('schedule.list.empty_hint')}</p>
      </div>
    );
  return (
    <ul className="scheduled-list" aria-label={t('schedule.list.label')}>
      {current.items.map((post) => (
        <li key={post.id}>
          <ScheduledPostCard post={post} />
        </li>
      ))}
    </ul>
  );
}
