import { useTranslation } from 'react-i18next';
import type { Engine } from '@lienzo/editor';
import { runCommand } from '../../commands/runCommand';
import { AlignMenu } from './AlignMenu';
import { attempt } from './useEngine';

/** SPEC §2 layer actions and the Align menu, on every object toolbar and the group toolbar. */
export function LayerActions({ engine }: { engine: Engine }) {
  const { t } = useTranslation();
  const actions = [
    ['flip_horizontal', () => engine.flipHorizontal()],
    ['flip_vertical', () => engine.flipVertical()],
    // A copy of the one hashtag, location, poll, question or slider is refused with the same notice
    // as from the context menu (SPEC §5).
    ['duplicate', () => runCommand(engine, 'duplicate', t)],
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
