import { appReadyMessage, readHostMessage, type EditorMessage, type HostMessage } from '@lienzo/core';
import { acceptsHostMessage, readyTargets } from './hostOrigin';

// The host page's origin, known once it has sent an accepted message: answers go there and nowhere else.
let hostOrigin: string | null = null;

/**
 * Opens the channel to the page that frames the editor (docs/EMBED.md): listens for `app.init` and
 * `app.reset` from the parent window on an allowed origin (anything else is ignored), then says `app.ready`.
 * Each accepted message goes to `onMessage`.
 */
export function openHostChannel(allowed: readonly string[], onMessage: (message: HostMessage) => void): void {
  window.addEventListener('message', (event: MessageEvent<unknown>) => {
    if (!acceptsHostMessage(event, allowed, window.parent)) return;
    const message = readHostMessage(event.data);
    if (!message) return;
    hostOrigin = event.origin;
    onMessage(message);
  });
  for (const target of readyTargets(document.referrer, allowed))
    window.parent.postMessage(appReadyMessage(), target);
}

/** Sends a message to the host page; false when no host has spoken yet (there is nobody known to tell). */
export function postToHost(message: EditorMessage): boolean {
  if (hostOrigin === null) return false;
  window.parent.postMessage(message, hostOrigin);
  return true;
}
