import { useTranslation } from 'react-i18next';
import type { Engine } from '@lienzo/editor';
import { useEngineValue } from '../../header/useEngineValue';
import { notifyError } from '../../notify/notify';

/**
 * SPEC §2 image toolbar "crop": the Crop button enters crop mode on the canvas; while cropping, Apply and
 * Cancel stand in its place (Enter, Escape and a press outside the frame do the same).
 */
export function CropButtons({ engine, id }: { engine: Engine; id: string }) {
  const { t } = useTranslation();
  const cropping = useEngineValue(engine, 'crop', (current) => current.croppingId === id, false);
  if (!cropping) {
    const start = () => {
      try {
        engine.startCrop(id);
      } catch {
        notifyError(t('toolbars.image.crop_not_ready'));
      }
    };
    return (
      <button type="button" onClick={start}>
        {t('toolbars.image.crop')}
      </button>
    );
  }
  return (
    <>
      <button type="button" className="primary" onClick={() => engine.applyCrop()}>
        {t('toolbars.image.crop_apply')}
      </button>
      <button type="button" onClick={() => engine.cancelCrop()}>
        {t('toolbars.image.crop_cancel')}
      </button>
    </>
  );
}
