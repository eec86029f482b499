/** Marks a control moved into the "More" menu: kept in the page (its popover still opens), not shown. */
export const OVERFLOWED = 'data-overflowed';

/** A popover opened in place (Radix wraps its content so): it floats over the page, it is no control. */
const FLOATING = '[data-radix-popper-content-wrapper]';

/** Space between the last control shown and the "More" button, in CSS pixels. */
const GAP = 8;

/**
 * The controls of `row` that may move into the menu, in order: its children, with those matching
 * `flatten` (a group of buttons) counted control by control; `more` (the menu button) and the children
 * matching `ignore` (a panel that floats over the stage) are never moved.
 */
export function overflowCandidates(row: HTMLElement, more: HTMLElement, flatten: string, ignore?: string) {
  const candidates: HTMLElement[] = [];
  const visit = (parent: Element) => {
    for (const child of parent.children) {
      if (!(child instanceof HTMLElement) || child === more || child.matches(FLOATING)) continue;
      if (ignore && child.matches(ignore)) continue;
      if (child.matches(flatten)) visit(child);
      else candidates.push(child);
    }
  };
  visit(row);
  return candidates;
}

/**
 * Puts every control of `row` back, then marks those that do not fit before the "More" button as
 * overflowed; returns them (none when everything fits without the button).
 */
export function layOutOverflow(row: HTMLElement, more: HTMLElement, candidates: readonly HTMLElement[]) {
  for (const candidate of candidates) candidate.removeAttribute(OVERFLOWED);
  const style = getComputedStyle(row);
  const limit = row.getBoundingClientRect().right - Number.parseFloat(style.paddingRight || '0');
  const beyond = (edge: number) =>
    candidates.findIndex((candidate) => candidate.getBoundingClientRect().right > edge + 0.5);
  if (beyond(limit) < 0) return [];
  const first = Math.max(0, beyond(limit - more.getBoundingClientRect().width - GAP));
  const hidden = candidates.slice(first);
  for (const candidate of hidden) candidate.setAttribute(OVERFLOWED, '');
  return hidden;
}

const INTERACTIVE = 'button, input[type="color"], [role="button"], [role="checkbox"]';

/** One entry of the menu: a control out of sight, run by a click on it. */
export interface OverflowEntry {
  element: HTMLElement;
  label: string;
  pressed: boolean | undefined;
  disabled: boolean;
}

function labelOf(element: HTMLElement): string {
  const labelled = element.getAttribute('aria-labelledby');
  const byId = labelled ? element.ownerDocument.getElementById(labelled)?.textContent : null;
  return (element.getAttribute('aria-label') ?? byId ?? element.textContent ?? '').trim();
}

/** The menu entries for the controls out of sight: each control, or each control inside a hidden group. */
export function overflowEntries(hidden: readonly HTMLElement[]): OverflowEntry[] {
  return hidden
    .flatMap((element) =>
      element.matches(INTERACTIVE) ? [element] : [...element.querySelectorAll<HTMLElement>(INTERACTIVE)],
    )
    .map((element) => {
      const pressed = element.getAttribute('aria-pressed');
      return {
        element,
        label: labelOf(element),
        pressed: pressed === null ? undefined : pressed === 'true',
        disabled: element.hasAttribute('disabled') || element.getAttribute('aria-disabled') === 'true',
      };
    })
    .filter((entry) => entry.label !== '');
}
