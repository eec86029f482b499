import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { useState } from 'react';
import type { LazyPopupProps } from '../../lazy/lazyPopup';
import type { OverflowMenuPopupProps } from './OverflowMenu';
import { openFromMenu, overflowEntries } from './overflowLayout';

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
            ({ element, label, popup, pressed, disabled }, index) => {
              // Once this menu has closed: a plain control is clicked; one that opens a menu or a popover (Align,
              // Opacity) opens it in the "More" button's place, since it listens to a press, not to a click.
              const run = () =>
                requestAnimationFrame(() => (popup ? openFromMenu(element, button) : element.click()));
              return pressed === undefined ? (
                <DropdownMenu.Item
                  key={index}
                  className="overflow-menu__item"
                  disabled={disabled}
                  aria-haspopup={popup as 'menu' | 'dialog' | undefined}
                  onSelect={run}
                >
                  {label}
                </DropdownMenu.Item>
              ) : (
                <DropdownMenu.CheckboxItem
                  key={index}
                  className="overflow-menu__item"
                  checked={pressed}
                  disabled={disabled}
                  onSelect={run}
                >
                  {label}
                </DropdownMenu.CheckboxItem>
              );
            },
          )}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
