import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { useTranslation } from 'react-i18next';
import type { LazyPopupProps } from '../lazy/lazyPopup';
import { useAppStore } from '../state/appStore';
import { openModal } from '../state/modalStore';
import { signOut } from './signOut';
import type { MoreMenuProps } from './MoreMenu';
import type { HeaderAction } from './headerAction';
import { ReasonItemText, reasonItemProps } from '../components/reason/reasonMenuItem';

/** An item's props: a header command that cannot act says why (see reasonMenuItem). */
const itemProps = (action: HeaderAction) =>
  reasonItemProps(`more-menu-reason-${action.id}`, action.reason ?? null, action.onSelect);

function ItemText({ action }: { action: HeaderAction }) {
  return (
    <ReasonItemText
      id={`more-menu-reason-${action.id}`}
      label={action.label}
      reason={action.reason ?? null}
    />
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
