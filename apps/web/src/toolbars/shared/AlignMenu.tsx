import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { useTranslation } from 'react-i18next';
import type { Engine } from '@lienzo/editor';
import { attempt } from './useEngine';
import { commandReason } from '../../commands/commandReason';
import { menuSections } from '../../commands/menuSections';
import { ReasonItemText, reasonItemProps } from '../../components/reason/reasonMenuItem';

/**
 * The Align control of the object and group toolbars: align to the page (one object) or to each other
 * (several), and for several, distribute and tidy: the registry's Align menu for the selection. Each item runs
 * its command, or says why it cannot (a locked layer; fewer than three to distribute).
 */
export function AlignMenu({ engine }: { engine: Engine }) {
  const { t } = useTranslation();
  const item = ({ name, labelKey }: { name: string; labelKey: string }) => {
    const id = `align-menu-reason-${name}`;
    const reason = commandReason(engine, name, t);
    return (
      <DropdownMenu.Item
        key={name}
        className="more-menu__item"
        {...reasonItemProps(id, reason, () => attempt(() => engine.execute(name)))}
      >
        <ReasonItemText id={id} label={t(labelKey)} reason={reason} />
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
          {menuSections(engine.commandsForSelection('align-menu'), 'align-menu').map((section, index) => [
            index > 0 && <DropdownMenu.Separator key={`s${index}`} className="more-menu__separator" />,
            ...section.map(item),
          ])}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
