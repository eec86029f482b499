import type { ButtonHTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import type { Engine } from '@lienzo/editor';
import { commandLabel } from './commandLabel';
import { runCommand } from './runCommand';

interface CommandButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'onClick' | 'children'> {
  engine: Engine;
  /** A registered command without a payload: the button shows its label and runs it on the selection. */
  command: string;
}

/** A toolbar button for one command, labelled and refused as its menu item and key are. */
export function CommandButton({ engine, command, ...props }: CommandButtonProps) {
  const { t } = useTranslation();
  return (
    <button type="button" {...props} onClick={() => runCommand(engine, command)}>
      {commandLabel(engine, command, t)}
    </button>
  );
}
