import { useTranslation } from 'react-i18next';
import type { Engine } from '@lienzo/editor';
import { CommandButton } from '../../commands/CommandButton';
import { commandLabel } from '../../commands/commandLabel';
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
        engine.execute('start-crop');
      } catch {
        notifyError(t('toolbars.image.crop_not_ready'));
      }
    };
    return (
      <button type="button" onClick={start}>
        {commandLabel(engine, 'start-crop', t)}
      </button>
    );
  }
  return (
    <>
      <CommandButton engine={engine} command="apply-crop" className="primary" />
      <CommandButton engine={engine} command="cancel-crop" />
    </>
  );
}
