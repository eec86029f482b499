import { findLayout } from '@lienzo/core';

/**
 * The layout the editor starts on, from the address (`?layout=instagram.story`). SPEC §4: the setup value
 * `default` means none; an unknown key is none too.
 */
export function readInitialLayout(search: string): string | null {
  const key = new URLSearchParams(search).get('layout');
  if (!key || key === 'default') return null;
  return findLayout(key) ? key : null;
}

/** Where the editor opens (SPEC §2 boot rules): stories start on /instagram, everything else on /templates. */
export function homeRouteFor(layoutKey: string | null): '/instagram' | '/templates' {
  return layoutKey === 'instagram.story' ? '/instagram' : '/templates';
}
