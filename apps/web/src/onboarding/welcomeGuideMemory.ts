import type { User } from '@lienzo/core';

/** Who closed the welcome guide in this browser: `visitor`, or `user:{id}` for each signed-in user. */
export const WELCOME_GUIDE_STORAGE_KEY = 'lienzo.welcomeGuide.closed';
const VISITOR = 'visitor';

type GuideStorage = Pick<Storage, 'getItem' | 'setItem'>;

function owner(user: Pick<User, 'id'> | null): string {
  return user ? `user:${user.id}` : VISITOR;
}

function closedBy(storage: GuideStorage): string[] {
  try {
    const stored: unknown = JSON.parse(storage.getItem(WELCOME_GUIDE_STORAGE_KEY) ?? '[]');
    return Array.isArray(stored) ? stored.filter((entry): entry is string => typeof entry === 'string') : [];
  } catch {
    // Unreadable (storage blocked, or the value is not ours): as if never closed.
    return [];
  }
}

/**
 * SPEC §2/§4 onboarding: the guide is for visitors and users with zero designs, until they close it. Once
 * closed as a visitor it stays closed for whoever signs in on this browser.
 */
export function isWelcomeGuideDue(
  user: Pick<User, 'id' | 'quotes_count'> | null,
  storage: GuideStorage,
): boolean {
  if (user && user.quotes_count > 0) return false;
  const closed = closedBy(storage);
  return !closed.includes(owner(user)) && !closed.includes(VISITOR);
}

export function rememberWelcomeGuideClosed(user: Pick<User, 'id'> | null, storage: GuideStorage): void {
  const closed = new Set(closedBy(storage)).add(owner(user));
  try {
    storage.setItem(WELCOME_GUIDE_STORAGE_KEY, JSON.stringify([...closed]));
  } catch {
    // Storage blocked or full: the guide may show again next time, nothing worse.
  }
}
