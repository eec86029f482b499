import { useTranslation } from 'react-i18next';
import { Icon } from '../icons/Icon';
import { currentEngine } from '../engine/engineRegistry';
import type { LayerRow } from './useLayerRows';

/**
 * A layer row's eye and lock: each runs the engine's hide/show or lock/unlock command on that row's layer
 * (a group's member stands for the whole group), as the context menu and the keyboard do on the selection.
 */
export function LayerToggles({ row }: { row: LayerRow }) {
  const { t } = useTranslation();
  const run = (name: string) => currentEngine()?.execute(name, [row.id]);
  return (
    <>
      <button
        type="button"
        className={`layers-panel__toggle ${row.hidden ? 'layers-panel__toggle--on' : ''}`}
        aria-label={t(row.hidden ? 'layers.show' : 'layers.hide', { name: row.name })}
        title={t(row.hidden ? 'commands.show' : 'commands.hide')}
        onClick={() => run(row.hidden ? 'show' : 'hide')}
      >
        <Icon name={row.hidden ? 'eyeOff' : 'eye'} size={16} />
      </button>
      <button
        type="button"
        className={`layers-panel__toggle ${row.locked ? 'layers-panel__toggle--on' : ''}`}
        aria-label={t(row.locked ? 'layers.unlock' : 'layers.lock', { name: row.name })}
        title={t(row.locked ? 'commands.unlock' : 'commands.lock')}
        onClick={() => run(row.locked ? 'unlock' : 'lock')}
      >
        <Icon name={row.locked ? 'lock' : 'unlock'} size={16} />
      </button>
    </>
  );
}
