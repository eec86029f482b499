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
 * Marks the "More" button while controls are in its menu, set as the bar is measured: it then takes its place at
 * the end of the bar at once, rather than when React has rendered it shown.
 */
export const OVERFLOW_IN_FLOW = 'data-overflow-in-flow';

/**
 * Puts every control of `row` back, then, when they do not all fit, puts the "More" button in its place and
 * moves controls into the menu until the rest and the button fit: first those marked {@link OVERFLOW_EARLY},
 * then the others, each from the end. Returns the moved controls in order (none when everything fits without
 * the button). The button is measured where it stands: controls pushed to the bar's end (a right-aligned
 * group) move aside for it, so measuring them against an edge kept free for it moved every one of them
 * into the menu (issue 24).
 */
export function layOutOverflow(row: HTMLElement, more: HTMLElement, candidates: readonly HTMLElement[]) {
  for (const candidate of candidates) candidate.removeAttribute(OVERFLOWED);
  more.removeAttribute(OVERFLOW_IN_FLOW);
  const style = getComputedStyle(row);
  const limit = row.getBoundingClientRect().right - Number.parseFloat(style.paddingRight || '0');
  const shown = () => candidates.filter((candidate) => !candidate.hasAttribute(OVERFLOWED));
  if (shown().every((candidate) => candidate.getBoundingClientRect().right <= limit + 0.5)) return [];
  more.setAttribute(OVERFLOW_IN_FLOW, '');
  const fits = () => {
    const button = more.getBoundingClientRect();
    return (
      button.right <= limit + 0.5 &&
      shown().every((candidate) => candidate.getBoundingClientRect().right <= button.left - GAP + 0.5)
    );
  };
  const fromTheEnd = [...candidates].reverse();
  const order = [
    ...fromTheEnd.filter((candidate) => candidate.hasAttribute(OVERFLOW_EARLY)),
    ...fromTheEnd.filter((candidate) => !candidate.hasAttribute(OVERFLOW_EARLY)),
  ];
  for (const candidate of order) {
    candidate.setAttribute(OVERFLOWED, '');
    if (fits()) break;
  }
  return candidates.filter((candidate) => candidate.hasAttribute(OVERFLOWED));
}

const INTERACTIVE = 'button, input[type="color"], [role="button"], [role="checkbox"]';

/** One entry of the menu: a control out of sight, run by a click on it. */
export interface OverflowEntry {
  element: HTMLElement;
  label: string;
  /** The kind of popup the control opens (its aria-haspopup), or undefined for a plain control. */
  popup: string | undefined;
  pressed: boolean | undefined;
  /** It cannot act now (disabled, or aria-disabled). */
  disabled: boolean;
  /** Why it cannot act, as its button says it (a ReasonButton's tooltip), or null. */
  reason: string | null;
}

/** The reason a control that cannot act gives: the tooltip that describes it (see ReasonButton). */
function reasonOf(element: HTMLElement): string | null {
  const ids = element.getAttribute('aria-describedby')?.split(/\s+/) ?? [];
  const tip = ids
    .map((id) => element.ownerDocument.getElementById(id))
    .find((described) => described?.getAttribute('role') === 'tooltip');
  return tip?.textContent?.trim() || null;
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
      const disabled = element.hasAttribute('disabled') || element.getAttribute('aria-disabled') === 'true';
      return {
        element,
        label: labelOf(element),
        popup: opensPopup(element) ? (element.getAttribute('aria-haspopup') ?? undefined) : undefined,
        pressed: pressed === null ? undefined : pressed === 'true',
        disabled,
        reason: disabled ? reasonOf(element) : null,
      };
    })
    .filter((entry) => entry.label !== '');
}

/** Marks a control moved into the menu whose menu or popover is open from there: it takes the button's place. */
export const OVERFLOW_ANCHORED = 'data-overflow-anchored';

/** Whether a control opens a menu or a popover (Radix triggers say so) rather than acting on a click. */
export function opensPopup(element: HTMLElement): boolean {
  const popup = element.getAttribute('aria-haspopup');
  return popup !== null && popup !== 'false';
}

/**
 * Opens the menu or popover of a control that is in the "More" menu, as a press on it would: the control,
 * still out of sight, takes the box of `anchor` (the "More" button) while it is open, so what it opens is
 * placed by a box on the screen. Radix menus open on a press (pointerdown), popovers on a click; whichever
 * the control listens to opens it once. Its place is given back when it closes.
 */
export function openFromMenu(control: HTMLElement, anchor: HTMLElement | null): void {
  const box = anchor?.getBoundingClientRect();
  if (box && box.width > 0) {
    control.style.setProperty('--overflow-anchor-left', `${box.left}px`);
    control.style.setProperty('--overflow-anchor-top', `${box.top}px`);
    control.style.setProperty('--overflow-anchor-width', `${box.width}px`);
    control.style.setProperty('--overflow-anchor-height', `${box.height}px`);
    control.setAttribute(OVERFLOW_ANCHORED, '');
  }
  const open = () => control.getAttribute('aria-expanded') === 'true';
  control.dispatchEvent(
    new PointerEvent('pointerdown', {
      bubbles: true,
      cancelable: true,
      button: 0,
      pointerType: 'mouse',
      isPrimary: true,
    }),
  );
  if (!open()) control.click();
  const release = () => {
    control.removeAttribute(OVERFLOW_ANCHORED);
    for (const name of ['left', 'top', 'width', 'height'])
      control.style.removeProperty(`--overflow-anchor-${name}`);
  };
  if (!open()) {
    release();
    return;
  }
  const closed = new MutationObserver(() => {
    if (open()) return;
    closed.disconnect();
    release();
  });
  closed.observe(control, { attributes: true, attributeFilter: ['aria-expanded'] });
}
