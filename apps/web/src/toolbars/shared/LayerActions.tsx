import { useTranslation } from 'react-i18next';
import type { Engine } from '@lienzo/editor';
import { runCommand } from '../../commands/runCommand';
import { commandReason } from '../../commands/commandReason';
import { ReasonButton } from '../../components/reason/ReasonButton';
import { AlignMenu } from './AlignMenu';

/**
 * SPEC §2 layer actions and the Align menu, on every object toolbar and the group toolbar: the commands the
 * registry lists for the Layer toolbar and the selection, in its order, each with its label and its refusal as
 * the keyboard and the context menu run it; one that does not apply (Bring forward on the top layer) says why.
 */
export function LayerActions({ engine }: { engine: Engine }) {
  const { t } = useTranslation();
  return (
    <div className="toolbar-actions" role="group" aria-label={t('toolbars.layer')}>
      <AlignMenu engine={engine} />
      {engine.commandsForSelection('layer-toolbar').map(({ name, labelKey }) => (
        <ReasonButton
          key={name}
          reason={commandReason(engine, name, t)}
          onClick={() => runCommand(engine, name)}
        >
          {t(labelKey)}
        </ReasonButton>
      ))}
    </div>
  );
}
