import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { useTranslation } from 'react-i18next';
import { Icon } from '../icons/Icon';
import { useAppStore } from '../state/appStore';
import { openModal } from '../state/modalStore';
import type { HeaderAction } from './headerAction';
import { signOut } from './signOut';

/** The compact header's overflow: every command that does not fit the bar, plus the account. */
export function MoreMenu({ actions }: { actions: readonly HeaderAction[] }) {
  const { t } = useTranslation();
  const signedIn = useAppStore((state) => state.user !== null);
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger className="button button--ghost button--icon" aria-label={t('header.more')}>
        <Icon name="more" size={20} />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content className="more-menu" align="end" sideOffset={6}>
          {actions.map((action) =>
            action.pressed === undefined ? (
              <DropdownMenu.Item
                key={action.id}
                className="more-menu__item"
                disabled={action.disabled}
                onSelect={action.onSelect}
              >
                {action.label}
              </DropdownMenu.Item>
            ) : (
              <DropdownMenu.CheckboxItem
                key={action.id}
                className="more-menu__item"
                checked={action.pressed}
                disabled={action.disabled}
                onSelect={action.onSelect}
              >
                {action.label}
              </DropdownMenu.CheckboxItem>
            ),
          )}
          <DropdownMenu.Separator className="more-menu__separator" />
          {signedIn ? (
            <DropdownMenu.Item className="more-menu__item" onSelect={() => void signOut()}>
              {t('header.sign_out')}
            </DropdownMenu.Item>
          ) : (
            <DropdownMenu.Item className="more-menu__item" onSelect={() => openModal({ name: 'signin' })}>
              {t('header.sign_in')}
            </DropdownMenu.Item>
          )}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
