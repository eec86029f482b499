import type { AppState } from '../state/appStore';

/**
 * How the editor runs (SPEC §1, §4): embedded by a host widget or extension when its address says
 * `?source=external`, otherwise as the web app.
 */
export function readAppSource(search: string): AppState['source'] {
  return new URLSearchParams(search).get('source') === 'external' ? 'external' : 'webapp';
}
