import { TIMINGS } from '@lienzo/core';

// sonner loads with the first notice or with the notice host, whichever comes first: no notice is needed
// before the editor is ready (issue 22).
const sonner = () => import('sonner');

/** A short notification at the bottom centre (SPEC §9: 2700 ms). */
export function notify(message: string): void {
  void sonner().then(({ toast }) => toast(message, { duration: TIMINGS.notificationMs }));
}

export function notifyError(message: string): void {
  void sonner().then(({ toast }) => toast.error(message, { duration: TIMINGS.notificationMs }));
}
