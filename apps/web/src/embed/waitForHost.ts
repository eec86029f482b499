import type { HostMessage } from '@lienzo/core';
import { useAppStore } from '../state/appStore';
import { applyFeatures, applyHostMessage, insertHostImage } from './applyHostMessage';
import { openHostChannel } from './hostChannel';

/**
 * Boot in external mode (SPEC §4): the editor waits for the host's first `app.init` or `app.reset`. Its layout
 * becomes the layout the editor starts on (so a story opens on /instagram), its features are kept, and its
 * image is added once the canvas is up; later messages apply as they come. Resolves at once when no host can
 * speak (the page is not framed, or no EMBED_ORIGINS are configured): the editor then starts on its own.
 */
export function waitForHost(allowed: readonly string[], dev: boolean): Promise<HostMessage | null> {
  if (window.parent === window || allowed.length === 0) {
    console.warn('Embedded mode without a host: not framed, or EMBED_ORIGINS is not configured');
    return Promise.resolve(null);
  }
  return new Promise((resolve) => {
    let first = true;
    openHostChannel(allowed, (message) => {
      if (!first) return void applyHostMessage(message, dev);
      first = false;
      applyFeatures(message, dev);
      if (message.layout) useAppStore.setState({ initialLayout: message.layout });
      void insertHostImage(message.image);
      resolve(message);
    });
  });
}
