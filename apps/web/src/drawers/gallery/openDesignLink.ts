import i18next from 'i18next';
import type { MouseEvent } from 'react';
import { confirmIfTouched } from '../../design/confirmIfTouched';
import { useAppStore } from '../../state/appStore';

/**
 * SPEC §2 load-design modal ('Edit?'): opening a saved design over unsaved changes asks first. The link is
 * followed as usual otherwise (and for the design already on the canvas).
 */
export function confirmOpenDesign(
  event: MouseEvent<HTMLAnchorElement>,
  hash: string,
  open: (hash: string) => void,
): void {
  const { touched, design } = useAppStore.getState();
  if (!touched || design?.hash === hash) return;
  event.preventDefault();
  const t = i18next.t.bind(i18next);
  confirmIfTouched(() => open(hash), {
    title: t('gallery.load_title'),
    text: t('gallery.load_text'),
    confirmLabel: t('gallery.load_confirm'),
  });
}
