import type { TFunction } from 'i18next';
import { whenEngine } from '../../engine/engineRegistry';
import { notifyError } from '../../notify/notify';

/** Adds a picture to the design (SPEC §9: 80 % of the canvas wide, at most 900 × 800), selected. */
export function insertPicture(src: string, t: TFunction): void {
  void whenEngine()
    .then(async (engine) => engine.execute('add-image', { src }))
    .catch(() => notifyError(t('images.insert_failed')));
}

/** Makes a picture the design's background image (SPEC §4: one background load at a time). */
export function setBackgroundPicture(src: string, t: TFunction): void {
  void whenEngine()
    .then((engine) => engine.execute('set-background-image', { src }))
    .catch(() => notifyError(t('backgrounds.failed')));
}
