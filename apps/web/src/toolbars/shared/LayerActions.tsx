import { useTranslation } from 'react-i18next';
import { StickerExistsError, type Engine } from '@lienzo/editor';
import { notifyError } from '../../notify/notify';
import { AlignMenu } from './AlignMenu';
import { attempt } from './useEngine';

/** SPEC §2 layer actions and the Align menu, on every object toolbar and the group toolbar. */
export function LayerActions({ engine }: { engine: Engine }) {
  const { t } = useTranslation();
  const actions = [
    ['flip_horizontal', () => engine.flipHorizontal()],
    ['flip_vertical', () => engine.flipVertical()],
    [
      'duplicate',
      () => {
        try {
          engine.duplicate();
        } catch (error) {
          // A copy of the one hashtag, location, poll, question or slider is refused (SPEC §5).
          if (!(error instanceof StickerExistsError)) throw error;
          notifyError(t(`instagram.alerts.${error.code}`));
        }
      },
    ],
    ['bring_forward', () => engine.bringForward()],
    ['send_backward', () => engine.sendBackward()],
    ['rotate', () => engine.rotate()],
    ['delete', () => engine.deleteSelected()],
  ] as const;
  return (
    <div className="toolbar-actions" role="group" aria-label={t('toolbars.layer')}>
      <AlignMenu engine={engine} />
      {actions.map(([key, run]) => (
        <button key={key} type="button" onClick={() => attempt(run)}>
          {t(`toolbars.${key}`)}
        </button>
      ))}
    </div>
  );
}
