import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { useTranslation } from 'react-i18next';
import type { LazyPopupProps } from '../lazy/lazyPopup';
import { useAppStore } from '../state/appStore';
import { openModal } from '../state/modalStore';
import { signOut } from './signOut';
import type { MoreMenuProps } from './MoreMenu';
import type { HeaderAction } from './headerAction';
import { notify } from '../notify/notify';

/**
 * An item that cannot act now stays choosable and says why (issue 24): the reason under its name, as its
 * description, and in a notice when chosen. A phone has no hover to show a tooltip.
 */
function itemProps(action: HeaderAction) {
  const reason = action.reason ?? null;
  return {
    'aria-disabled': reason === null ? undefined : true,
    'aria-describedby': reason === null ? undefined : `more-menu-reason-${action.id}`,
    onSelect: reason === null ? action.onSelect : () => notify(reason),
  };
}

function ItemText({ action }: { action: HeaderAction }) {
  return (
    <>
      {action.label}
      {action.reason && (
        // Its description, not part of its name.
        <span className="more-menu__reason" id={`more-menu-reason-${action.id}`} aria-hidden="true">
          {action.reason}
        </span>
      )}
    </>
  );
}

/** The compact header's overflow menu (see MoreMenu), loaded after the editor is ready. */
export function MoreMenuPopup({ actions, defaultOpen, trigger }: MoreMenuProps & LazyPopupProps) {
  const { t } = useTranslation();
  const signedIn = useAppStore((state) => state.user !== null);
  return (
    <DropdownMenu.Root modal={false} defaultOpen={defaultOpen}>
      <DropdownMenu.Trigger {...trigger} />
      <DropdownMenu.Portal>
        <DropdownMenu.Content className="more-menu" align="end" sideOffset={6}>
          {actions.map((action) =>
            action.pressed === undefined ? (
              <DropdownMenu.Item key={action.id} className="more-menu__item" {...itemProps(action)}>
                <ItemText action={action} />
              </DropdownMenu.Item>
            ) : (
              <DropdownMenu.CheckboxItem
                key={action.id}
                className="more-menu__item"
                checked={action.pressed}
                {...itemProps(action)}
              >
                <ItemText action={action} />
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
