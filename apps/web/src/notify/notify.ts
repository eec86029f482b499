import { toast } from 'sonner';
import { TIMINGS } from '@lienzo/core';

/** A short notification at the bottom centre (SPEC §9: 2700 ms). */
export function notify(message: string): void {
  toast(message, { duration: TIMINGS.notificationMs });
}

export function notifyError(message: string): void {
  toast.error(message, { duration: TIMINGS.notificationMs });
}
