import { create } from 'zustand';

/** Grows when a post is scheduled, changed or cancelled, so an open list of scheduled posts reloads. */
export const useScheduledPostsVersion = create<{ version: number }>()(() => ({ version: 0 }));

export function scheduledPostsChanged(): void {
  useScheduledPostsVersion.setState(({ version }) => ({ version: version + 1 }));
}
