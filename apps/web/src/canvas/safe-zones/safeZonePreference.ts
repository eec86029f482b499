/** Where this browser remembers whether the story safe zones are shown. */
export const SAFE_ZONES_STORAGE_KEY = 'lienzo.storySafeZones';

/** Whether this browser last asked for the story safe zones (off until it does). */
export function readSafeZonePreference(storage: Pick<Storage, 'getItem'>): boolean {
  return storage.getItem(SAFE_ZONES_STORAGE_KEY) === 'on';
}

export function rememberSafeZonePreference(storage: Pick<Storage, 'setItem'>, shown: boolean): void {
  storage.setItem(SAFE_ZONES_STORAGE_KEY, shown ? 'on' : 'off');
}
