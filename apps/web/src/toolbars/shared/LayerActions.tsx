import { useTranslation } from 'react-i18next';
import type { Engine } from '@lienzo/editor';
import { runCommand } from '../../commands/runCommand';
import { commandReason } from '../../commands/commandReason';
import { ReasonButton } from '../../components/reason/ReasonButton';
import { AlignMenu } from './AlignMenu';

/** The SPEC §2 layer commands, in the toolbar's order. */
const LAYER_COMMANDS = [
  'flip-horizontal',
  'flip-vertical',
  'duplicate',
  'bring-forward',
  'send-backward',
  'rotate',
  'delete',
] as const;

/**
 * SPEC §2 layer actions and the Align menu, on every object toolbar and the group toolbar: each button runs the
 * engine's command of that name, with its label and its refusal, as the keyboard and the context menu do;
 * one that does not apply (Bring forward on the top layer) says why.
 */
export function LayerActions({ engine }: { engine: Engine }) {
  const { t } = useTranslation();
  return (
    <div className="toolbar-actions" role="group" aria-label={t('toolbars.layer')}>
      <AlignMenu engine={engine} />
      {LAYER_COMMANDS.map((name) => {
        const command = engine.commands.get(name);
        if (!command) return null;
        return (
          <ReasonButton
            key={name}
            reason={commandReason(engine, name, t)}
            onClick={() => runCommand(engine, name)}
          >
            {t(command.labelKey)}
          </ReasonButton>
        );
      })}
    </div>
  );
}
