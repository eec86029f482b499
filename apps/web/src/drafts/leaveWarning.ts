import type { Environment } from '@lienzo/core';
import i18next from 'i18next';
import { useAppStore } from '../state/appStore';

let environment: Environment | undefined;

/** Where the app runs (GET /api/me); the warning is given only in production (issue 11). */
export function setLeaveWarningEnvironment(value: Environment | undefined): void {
  environment = value;
}

/** Whether leaving now should be confirmed: a touched design in production. */
export function shouldWarnOnLeave(env: Environment | undefined, touched: boolean): boolean {
  return env === 'prod' && touched;
}

/**
 * Asks before the page is left with unsaved work. Browsers show their own words; the SPEC text is given
 * where a browser still reads it. Returns the function that removes the warning.
 */
export function installLeaveWarning(): () => void {
  const warn = (event: BeforeUnloadEvent) => {
    if (!shouldWarnOnLeave(environment, useAppStore.getState().touched)) return;
    event.preventDefault();
    event.returnValue = i18next.t('templates.start_text');
  };
  window.addEventListener('beforeunload', warn);
  return () => window.removeEventListener('beforeunload', warn);
}
