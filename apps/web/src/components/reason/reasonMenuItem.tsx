import { notify } from '../../notify/notify';
import './reasonMenuItem.css';

/**
 * The props of a menu item (any Radix menu's Item, CheckboxItem or SubTrigger) that cannot act now and says
 * why, as a {@link ReasonButton} does (issue 24): it stays choosable, muted, with the reason under its name as
 * its description, and choosing it says the reason in a notice instead of acting. A phone has no hover to
 * show a tooltip, so the reason is written in the menu. With no reason, the item acts on `onSelect`.
 */
export function reasonItemProps(id: string, reason: string | null, onSelect?: () => void) {
  // Without a reason, only `onSelect`: the item's own (Radix's) state attributes are left as they are.
  if (reason === null) return { onSelect };
  return {
    'aria-disabled': true,
    'aria-describedby': id,
    'data-reason': '',
    onSelect: () => notify(reason),
  };
}

/** The item's name, and under it the reason it cannot act (its description, not part of its name). */
export function ReasonItemText({ id, label, reason }: { id: string; label: string; reason: string | null }) {
  return (
    <>
      {label}
      {reason !== null && (
        <span className="reason-item__text" id={id} aria-hidden="true">
          {reason}
        </span>
      )}
    </>
  );
}
