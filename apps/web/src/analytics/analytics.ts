import type { Environment } from '@lienzo/core';

/** What the product reports (SPEC §9 "analytics events"); names are snake_case like the host's other events. */
export type AnalyticsEvent =
  | 'editor_opened'
  | 'drawer_opened'
  | 'layout_applied'
  | 'design_reset'
  | 'design_saved'
  | 'design_shared'
  | 'design_downloaded'
  | 'post_scheduled'
  | 'post_rescheduled'
  | 'signed_up'
  | 'signed_in';

export type AnalyticsProperties = Record<string, string | number | boolean>;

/**
 * The host page's tag manager reads `window.dataLayer` (the common Google Tag Manager convention), so
 * the editor never talks to an analytics service itself and sends nothing when the host has none.
 */
interface DataLayerWindow {
  dataLayer?: unknown[];
}

let target: DataLayerWindow | null = null;

/** Events go out only in production (SPEC §9); anywhere else, and before this is called, `track` does nothing. */
export function configureAnalytics(
  environment: Environment | undefined,
  host: DataLayerWindow = window as DataLayerWindow,
): void {
  target = environment === 'prod' ? host : null;
}

export function track(event: AnalyticsEvent, properties: AnalyticsProperties = {}): void {
  if (!target) return;
  target.dataLayer ??= [];
  target.dataLayer.push({ event: `lienzo_${event}`, ...properties });
}
