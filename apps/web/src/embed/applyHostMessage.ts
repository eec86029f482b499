import i18next from 'i18next';
import type { HostMessage } from '@lienzo/core';
import { whenEngine } from '../engine/engineRegistry';
import { notifyError } from '../notify/notify';
import { homeRouteFor } from '../shell/initialLayout';
import { navigateTo } from '../shell/navigation';
import { useAppStore } from '../state/appStore';

/**
 * The features flag (SPEC §4): on in dev, or when the host's `app.init` passes `features: true`. A message
 * without the field leaves it as it is.
 */
export function applyFeatures(message: HostMessage, dev: boolean): void {
  if (message.type !== 'app.init' || message.features === undefined) return;
  useAppStore.setState({ features_enabled: dev || message.features });
}

/** The host's picture goes on the canvas as an image (SPEC §9: at most 900 × 800), once the engine is up. */
export async function insertHostImage(image: string | undefined): Promise<void> {
  if (!image) return;
  const engine = await whenEngine();
  await Promise.resolve(engine.execute('add-image', { src: image })).catch(() =>
    notifyError(i18next.t('embed.image_failed')),
  );
}

/**
 * A message received after boot. `app.init` resizes the design to its layout (through the engine, so objects
 * follow) and adds its image; `app.reset` clears the editor on its layout (SPEC §4 "App reset"), adds the
 * image, and goes to /instagram for a story, else /templates (SPEC §2).
 */
export async function applyHostMessage(message: HostMessage, dev: boolean): Promise<void> {
  applyFeatures(message, dev);
  const engine = await whenEngine();
  if (message.type === 'app.init') {
    if (message.layout) engine.execute('apply-layout', { layout: message.layout });
  } else {
    engine.reset(message.layout);
    useAppStore.getState().designCleared();
    navigateTo(homeRouteFor(engine.toDocument().layout.key));
  }
  await insertHostImage(message.image);
}
