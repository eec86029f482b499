import { Toaster } from 'sonner';
import { TIMINGS } from '@lienzo/core';

/** Where notices show (SPEC §9: bottom centre, 2700 ms). Notices asked for before it mounted show once it has. */
export function NoticeHost() {
  return <Toaster position="bottom-center" duration={TIMINGS.notificationMs} />;
}
