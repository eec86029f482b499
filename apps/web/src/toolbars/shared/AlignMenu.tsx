import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { useTranslation } from 'react-i18next';
import type { Engine } from '@lienzo/editor';
import { attempt } from './useEngine';
import { commandReason } from '../../commands/commandReason';
import { ReasonItemText, reasonItemProps } from '../../components/reason/reasonMenuItem';

const ALIGN = ['align-left', 'align-centre', 'align-right', 'align-top', 'align-middle', 'align-bottom'];
const ARRANGE = ['distribute-horizontal', 'distribute-vertical', 'tidy'];

/**
 * The Align control of the object and group toolbars: align to the page (one object) or to each other
 * (several), and for several, distribute and tidy. Each item runs the engine's command of that name, or
 * says why it cannot (a locked layer; fewer than three to distribute).
 */
export function AlignMenu({ engine }: { engine: Engine }) {
  const { t } = useTranslation();
  const item = (name: string) => {
    const command = engine.commands.get(name);
    if (!command) return null;
    const id = `align-menu-reason-${name}`;
    const reason = commandReason(engine, name, t);
    return (
      <DropdownMenu.Item
        key={name}
        className="more-menu__item"
        {...reasonItemProps(id, reason, () => attempt(() => engine.execute(name)))}
      >
        <ReasonItemText id={id} label={t(command.labelKey)} reason={reason} />
      </DropdownMenu.Item>
    );
  };
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger type="button" className="toolbar-popover">
        {t('toolbars.align')}
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          className="more-menu"
          aria-label={t('toolbars.align')}
          align="start"
          sideOffset={4}
        >
          {ALIGN.map(item)}
          {engine.getSelectedIds().length > 1 && (
            <>
              <DropdownMenu.Separator className="more-menu__separator" />
              {ARRANGE.map(item)}
            </>
          )}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
