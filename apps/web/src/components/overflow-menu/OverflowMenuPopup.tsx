import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { useState } from 'react';
import type { LazyPopupProps } from '../../lazy/lazyPopup';
import type { OverflowMenuPopupProps } from './OverflowMenu';
import { openFromMenu, overflowEntries } from './overflowLayout';
import { ReasonItemText, reasonItemProps } from '../reason/reasonMenuItem';

/** The "More" menu's list (see OverflowMenu), loaded after the editor is ready. */
export function OverflowMenuPopup({
  hidden,
  button,
  buttonRef,
  defaultOpen,
  trigger,
}: OverflowMenuPopupProps & LazyPopupProps) {
  // Held here so that each opening renders the entries again, reading the controls' state (pressed) now.
  const [open, setOpen] = useState(defaultOpen);

  return (
    <DropdownMenu.Root modal={false} open={open} onOpenChange={setOpen}>
      <DropdownMenu.Trigger ref={buttonRef} {...trigger} />
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          className="overflow-menu"
          align="end"
          sideOffset={6}
          // The chosen control may open its own popover: focus must not come back here and close it.
          onCloseAutoFocus={(event) => event.preventDefault()}
        >
          {(open ? overflowEntries(hidden) : []).map(
            ({ element, label, popup, pressed, disabled, reason }, index) => {
              // Once this menu has closed: a plain control is clicked; one that opens a menu or a popover (Align,
              // Opacity) opens it in the "More" button's place, since it listens to a press, not to a click.
              const run = () =>
                requestAnimationFrame(() => (popup ? openFromMenu(element, button) : element.click()));
              const id = `overflow-menu-reason-${index}`;
              // A control that says why it cannot act says it here too; a plainly disabled one is greyed.
              const props = { disabled: disabled && reason === null, ...reasonItemProps(id, reason, run) };
              const text = <ReasonItemText id={id} label={label} reason={reason} />;
              return pressed === undefined ? (
                <DropdownMenu.Item
                  key={index}
                  className="overflow-menu__item"
                  aria-haspopup={popup as 'menu' | 'dialog' | undefined}
                  {...props}
                >
                  {text}
                </DropdownMenu.Item>
              ) : (
                <DropdownMenu.CheckboxItem
                  key={index}
                  className="overflow-menu__item"
                  checked={pressed}
                  {...props}
                >
                  {text}
                </DropdownMenu.CheckboxItem>
              );
            },
          )}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
