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

/** Marks a control that moves into the menu before the others (one used less often). */
export const OVERFLOW_EARLY = 'data-overflow-early';

/**
 * Puts every control of `row` back, then, when they do not all fit, moves controls into the menu until
 * the rest fit before the "More" button: first those marked {@link OVERFLOW_EARLY}, then the others, each
 * from the end. Returns the moved controls in order (none when everything fits without the button).
 */
export function layOutOverflow(row: HTMLElement, more: HTMLElement, candidates: readonly HTMLElement[]) {
  for (const candidate of candidates) candidate.removeAttribute(OVERFLOWED);
  const style = getComputedStyle(row);
  const limit = row.getBoundingClientRect().right - Number.parseFloat(style.paddingRight || '0');
  const fits = (edge: number) =>
    candidates.every(
      (candidate) =>
        candidate.hasAttribute(OVERFLOWED) || candidate.getBoundingClientRect().right <= edge + 0.5,
    );
  if (fits(limit)) return [];
  const edge = limit - more.getBoundingClientRect().width - GAP;
  const fromTheEnd = [...candidates].reverse();
  const order = [
    ...fromTheEnd.filter((candidate) => candidate.hasAttribute(OVERFLOW_EARLY)),
    ...fromTheEnd.filter((candidate) => !candidate.hasAttribute(OVERFLOW_EARLY)),
  ];
  for (const candidate of order) {
    candidate.setAttribute(OVERFLOWED, '');
    if (fits(edge)) break;
  }
  return candidates.filter((candidate) => candidate.hasAttribute(OVERFLOWED));
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
