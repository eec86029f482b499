import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { useTranslation } from 'react-i18next';
import type { Engine } from '@lienzo/editor';
import { attempt } from './useEngine';

const ALIGN = ['align-left', 'align-centre', 'align-right', 'align-top', 'align-middle', 'align-bottom'];
const ARRANGE = ['distribute-horizontal', 'distribute-vertical', 'tidy'];

/**
 * The Align control of the object and group toolbars: align to the page (one object) or to each other
 * (several), and for several, distribute and tidy. Each item runs the engine's command of that name.
 */
export function AlignMenu({ engine }: { engine: Engine }) {
  const { t } = useTranslation();
  const item = (name: string) => {
    const command = engine.commands.get(name);
    if (!command) return null;
    return (
      <DropdownMenu.Item
        key={name}
        className="more-menu__item"
        disabled={command.predicate ? !command.predicate(engine) : false}
        onSelect={() => attempt(() => engine.execute(name))}
      >
        {t(command.labelKey)}
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
