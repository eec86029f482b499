import type { Frame, Page } from '@playwright/test';
import { twoFramesLater } from './editor';

/** One thing wrong with the layout of what is on screen: the rule broken and the elements it concerns. */
export interface LayoutOffence {
  rule: 'overlap' | 'off screen' | 'clipped' | 'cut text';
  what: string;
}

/**
 * Checks what the page shows now against the layout rules of issue 24 (run inside the page):
 *
 * - overlap: two visible controls (buttons, links, fields, ARIA widgets) or headings whose boxes overlap;
 * - off screen: a control past the window's edge that no scroll container can bring into view;
 * - clipped: a control cut off by a container that hides its overflow and cannot scroll;
 * - cut text: visible text cut by its container (overflow hidden or clip) unless it ends in an ellipsis
 *   and a title or aria-label gives the whole text.
 *
 * What is out of the page's current layer is left out: under a modal, the page is inert or hidden from the
 * accessibility tree, as the modal frame makes it; it is audited in its own views.
 */
function audit(): { rule: 'overlap' | 'off screen' | 'clipped' | 'cut text'; what: string }[] {
  const CONTROL = [
    'button',
    'a[href]',
    'input:not([type="hidden"])',
    'select',
    'textarea',
    ...[
      'button',
      'link',
      'tab',
      'menuitem',
      'menuitemcheckbox',
      'menuitemradio',
      'option',
      'slider',
      'switch',
      'checkbox',
      'radio',
      'combobox',
      'searchbox',
      'spinbutton',
      'textbox',
    ].map((role) => `[role="${role}"]`),
  ].join(', ');
  const HEADING = 'h1, h2, h3, h4, h5, h6, [role="heading"]';
  // A layer: what is drawn over the page on purpose and may cover it. Two elements of different layers may
  // overlap (a menu over the toolbar, a sticky heading over the rows scrolled under it, the phone's fixed
  // bottom bar over a drawer that scrolls); two of the same layer may not.
  const POPUP = [
    'dialog',
    '[role="dialog"]',
    '[role="alertdialog"]',
    '[role="menu"]',
    '[role="listbox"]',
    '[role="tooltip"]',
    '[popover]',
  ].join(', ');
  const vw = document.documentElement.clientWidth;
  const vh = document.documentElement.clientHeight;
  const results: { rule: 'overlap' | 'off screen' | 'clipped' | 'cut text'; what: string }[] = [];

  const clean = (text: string | null | undefined) => (text ?? '').replace(/\s+/g, ' ').trim();
  const nameOf = (element: Element): string => {
    const label =
      element.getAttribute('aria-label') ??
      (element.getAttribute('aria-labelledby') ?? '')
        .split(' ')
        .map((id) => document.getElementById(id)?.textContent ?? '')
        .join(' ');
    const value = element instanceof HTMLInputElement ? element.placeholder || element.value : '';
    const name = clean(label) || clean(element.textContent) || clean(element.getAttribute('title')) || value;
    return name.length > 50 ? `${name.slice(0, 49)}…` : name;
  };
  const tagOf = (element: Element): string => {
    const tag = element.tagName.toLowerCase();
    if (element.id && !/^[:_]?r[0-9a-z]*[:_]?|^radix-|^\d/.test(element.id)) return `${tag}#${element.id}`;
    const first = Array.from(element.classList).find((name) => !/--/.test(name));
    return first ? `${tag}.${first}` : tag;
  };
  /** A short CSS path and the accessible name: `.toolbar > button.button "Bold"`. */
  const describe = (element: Element): string => {
    let context = '';
    for (let up = element.parentElement; up && up !== document.body; up = up.parentElement) {
      const first = Array.from(up.classList).find((name) => !/--/.test(name));
      if (first) {
        context = `.${first} > `;
        break;
      }
    }
    const name = nameOf(element);
    return `${context}${tagOf(element)}${name ? ` "${name}"` : ''}`;
  };

  // Nothing changes during the audit: each element's style is read once.
  const styles = new Map<Element, CSSStyleDeclaration>();
  const styleOf = (element: Element): CSSStyleDeclaration => {
    let style = styles.get(element);
    if (!style) styles.set(element, (style = getComputedStyle(element)));
    return style;
  };
  /** Hidden from the person: not rendered, invisible, transparent, or of the page under a modal. */
  const hidden = (element: Element): boolean =>
    !element.checkVisibility({ opacityProperty: true, visibilityProperty: true }) ||
    element.closest('[inert], [aria-hidden="true"]') !== null;
  /** Visually hidden for screen readers only (clipped to nothing, or 1 px). */
  const screenReaderOnly = (element: Element, rect: DOMRect): boolean => {
    if (rect.width <= 1 || rect.height <= 1) return true;
    for (let up: Element | null = element, depth = 0; up && depth < 3; up = up.parentElement, depth += 1) {
      const style = styleOf(up);
      if (style.clip !== 'auto' && style.clip !== '') return true;
      if (style.clipPath === 'inset(50%)') return true;
    }
    return false;
  };
  /** Whether `element` is inside a screen-reader-only box (clipped to nothing). */
  const inScreenReaderOnly = (element: Element): boolean => {
    for (let up: Element | null = element; up && up !== document.body; up = up.parentElement) {
      const style = styleOf(up);
      if ((style.clip !== 'auto' && style.clip !== '') || style.clipPath === 'inset(50%)') return true;
    }
    return false;
  };
  /** The layer `element` is drawn in: the nearest popup, top-layer, fixed or sticky box holding it, or the page. */
  const layerOf = (element: Element): Element | null => {
    for (let up: Element | null = element; up; up = up.parentElement) {
      if (up.matches(POPUP) || up.matches(':modal, :popover-open')) return up;
      const position = styleOf(up).position;
      if (position === 'fixed' || position === 'sticky') return up;
    }
    return null;
  };
  const scrolls = (element: Element, axis: 'x' | 'y'): boolean => {
    const style = styleOf(element);
    const overflow = axis === 'x' ? style.overflowX : style.overflowY;
    if (element === document.scrollingElement || element === document.body)
      return overflow !== 'hidden' && overflow !== 'clip'
        ? axis === 'x'
          ? element.scrollWidth > element.clientWidth
          : element.scrollHeight > element.clientHeight
        : false;
    if (overflow !== 'auto' && overflow !== 'scroll') return false;
    return axis === 'x'
      ? element.scrollWidth > element.clientWidth + 1
      : element.scrollHeight > element.clientHeight + 1;
  };
  const clips = (element: Element, axis: 'x' | 'y'): boolean => {
    const style = styleOf(element);
    const overflow = axis === 'x' ? style.overflowX : style.overflowY;
    return overflow !== 'visible';
  };
  /** The inside of `element`'s borders, where its content shows. */
  const paddingBox = (element: Element) => {
    const rect = element.getBoundingClientRect();
    const left = rect.left + element.clientLeft;
    const top = rect.top + element.clientTop;
    return { left, top, right: left + element.clientWidth, bottom: top + element.clientHeight };
  };

  /**
   * The box a person sees of `element`: a control's whole box (all of it takes a click), a heading's text only
   * (a heading block spans its container's width, and a close button beside a short title is no overlap).
   */
  const seenBox = (element: Element): DOMRect => {
    const rect = element.getBoundingClientRect();
    if (element.matches(CONTROL)) return rect;
    const range = document.createRange();
    range.selectNodeContents(element);
    const ink = range.getBoundingClientRect();
    return ink.width > 0 && ink.height > 0 ? ink : rect;
  };
  /**
   * The part of `rect` left in sight by `element`'s containers that clip (a drawer's list scrolled under the
   * phone's bottom bar is cut off at the list's edge, not drawn under the bar), and by the window.
   */
  const inSight = (element: Element, rect: DOMRect): DOMRect => {
    let [left, top, right, bottom] = [rect.left, rect.top, rect.right, rect.bottom];
    for (let up = element.parentElement; up && up !== document.documentElement; up = up.parentElement) {
      const style = styleOf(up);
      if (style.position === 'fixed') break;
      const box = paddingBox(up);
      if (style.overflowX !== 'visible')
        [left, right] = [Math.max(left, box.left), Math.min(right, box.right)];
      if (style.overflowY !== 'visible')
        [top, bottom] = [Math.max(top, box.top), Math.min(bottom, box.bottom)];
    }
    [left, top, right, bottom] = [
      Math.max(left, 0),
      Math.max(top, 0),
      Math.min(right, vw),
      Math.min(bottom, vh),
    ];
    return new DOMRect(left, top, Math.max(0, right - left), Math.max(0, bottom - top));
  };
  const controls: { element: Element; rect: DOMRect; seen: DOMRect; layer: Element | null }[] = [];
  for (const element of Array.from(document.querySelectorAll(`${CONTROL}, ${HEADING}`))) {
    if (hidden(element)) continue;
    const rect = seenBox(element);
    if (screenReaderOnly(element, rect)) continue;
    controls.push({ element, rect, seen: inSight(element, rect), layer: layerOf(element) });
  }

  // Off screen and clipped controls. A control past an edge is fine inside a container that scrolls that way,
  // if the container itself can be seen (or scrolled to) on that side; a container that hides its overflow and
  // does not scroll cuts the control off for good.
  const reachable = (element: Element, rect: DOMRect, axis: 'x' | 'y'): string | null => {
    const [start, end, size] = axis === 'x' ? [rect.left, rect.right, vw] : [rect.top, rect.bottom, vh];
    for (let up = element.parentElement; up; up = up.parentElement) {
      if (up === document.documentElement) break;
      const box = paddingBox(up);
      const [boxStart, boxEnd] = axis === 'x' ? [box.left, box.right] : [box.top, box.bottom];
      const outside = start < boxStart - 1 || end > boxEnd + 1;
      if (!outside) continue;
      if (scrolls(up, axis)) return reachable(up, up.getBoundingClientRect(), axis);
      if (clips(up, axis) && up !== document.body) return `clipped by ${describe(up)}`;
    }
    if (start >= -1 && end <= size + 1) return null;
    const root = document.scrollingElement ?? document.documentElement;
    if (scrolls(root, axis)) return null;
    return 'off screen';
  };
  for (const { element, rect } of controls) {
    if (element.matches(HEADING) && !element.matches(CONTROL)) continue;
    for (const axis of ['x', 'y'] as const) {
      const verdict = reachable(element, rect, axis);
      if (!verdict) continue;
      const where = `${Math.round(rect.left)},${Math.round(rect.top)} ${Math.round(rect.width)}×${Math.round(rect.height)} in ${vw}×${vh}`;
      results.push({
        rule: verdict === 'off screen' ? 'off screen' : 'clipped',
        what: `${describe(element)} at ${where}${verdict === 'off screen' ? '' : `, ${verdict}`}`,
      });
      break;
    }
  }

  // Overlaps. An element inside another (a button in a link, a heading in a tab) is not compared with it.
  // Two boxes that touch or share a border (button groups with collapsed borders, focus outlines) are not
  // an overlap: the common part must be over 2 px each way. Where they do overlap, the topmost element at the
  // middle of the common part says what a person sees: if it is neither of the two (both under a modal's
  // backdrop, or scrolled out of their container), they are not seen overlapping; if they are of different
  // layers (a menu over the toolbar), one is meant to be over the other.
  for (let i = 0; i < controls.length; i += 1) {
    const a = controls[i]!;
    for (let j = i + 1; j < controls.length; j += 1) {
      const b = controls[j]!;
      const left = Math.max(a.seen.left, b.seen.left);
      const right = Math.min(a.seen.right, b.seen.right);
      const top = Math.max(a.seen.top, b.seen.top);
      const bottom = Math.min(a.seen.bottom, b.seen.bottom);
      if (right - left <= 2 || bottom - top <= 2) continue;
      if (a.element.contains(b.element) || b.element.contains(a.element)) continue;
      if (a.layer !== b.layer) continue;
      // A small control wholly inside a bigger one and drawn over it is laid on it on purpose (a card's
      // favourite and delete buttons over the card's link, which cannot hold them in HTML).
      const within = (inner: DOMRect, outer: DOMRect) =>
        inner.left >= outer.left - 1 &&
        inner.right <= outer.right + 1 &&
        inner.top >= outer.top - 1 &&
        inner.bottom <= outer.bottom + 1;
      const [small, big] = within(a.seen, b.seen) ? [a, b] : within(b.seen, a.seen) ? [b, a] : [null, null];
      if (small && big) {
        const centre = document.elementFromPoint(
          small.seen.left + small.seen.width / 2,
          small.seen.top + small.seen.height / 2,
        );
        if (centre && small.element.contains(centre)) continue;
      }
      const x = Math.min(Math.max((left + right) / 2, 0), vw - 1);
      const y = Math.min(Math.max((top + bottom) / 2, 0), vh - 1);
      const topmost = document.elementFromPoint(x, y);
      if (!topmost || !(a.element.contains(topmost) || b.element.contains(topmost))) continue;
      results.push({
        rule: 'overlap',
        what: `${describe(a.element)} and ${describe(b.element)} (${Math.round(right - left)}×${Math.round(bottom - top)} px)`,
      });
    }
  }

  // Cut text: each text node, against each container up the tree that hides its overflow. Part of the text
  // inside the container's box and part outside is cut; text wholly outside is not seen (a collapsed section).
  // A container that scrolls shows the rest on scrolling. Up and down, glyph boxes reach past a tight line
  // height by design (a one-line label of line-height 1), so a quarter of the font's size is allowed there.
  const SKIP = 'script, style, template, noscript, select, option, textarea, svg, canvas';
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  const seen = new Set<Element>();
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = clean(node.textContent);
    const parent = node.parentElement;
    if (!text || !parent || parent.closest(SKIP) || hidden(parent) || inScreenReaderOnly(parent)) continue;
    const range = document.createRange();
    range.selectNodeContents(node);
    const rects = Array.from(range.getClientRects()).filter((rect) => rect.width > 0 && rect.height > 0);
    if (rects.length === 0) continue;
    const fontSize = parseFloat(styleOf(parent).fontSize) || 16;
    // Past a container that scrolls one way, the text is brought into view that way by scrolling, not cut.
    let checkX = true;
    let checkY = true;
    for (
      let up: Element | null = parent;
      up && up !== document.body && (checkX || checkY);
      up = up.parentElement
    ) {
      const style = styleOf(up);
      const hidesX = checkX && (style.overflowX === 'hidden' || style.overflowX === 'clip');
      const hidesY = checkY && (style.overflowY === 'hidden' || style.overflowY === 'clip');
      if (['auto', 'scroll'].includes(style.overflowX)) checkX = false;
      if (['auto', 'scroll'].includes(style.overflowY)) checkY = false;
      if (!hidesX && !hidesY) continue;
      const box = paddingBox(up);
      const slackY = fontSize / 4;
      const inside = rects.some(
        (rect) =>
          rect.right > box.left && rect.left < box.right && rect.bottom > box.top && rect.top < box.bottom,
      );
      const cut = rects.some(
        (rect) =>
          (hidesX && (rect.left < box.left - 1 || rect.right > box.right + 1)) ||
          (hidesY && (rect.top < box.top - slackY || rect.bottom > box.bottom + slackY)),
      );
      if (!cut || !inside) continue;
      if (seen.has(up)) break;
      seen.add(up);
      // An ellipsis (or a line clamp, which ends in one) with the whole text in a title or aria-label on the
      // text's element or one around it.
      let ellipsis = false;
      let titled = false;
      for (let at: Element | null = parent; at && at !== document.body; at = at.parentElement) {
        const atStyle = styleOf(at);
        if (atStyle.textOverflow === 'ellipsis' || atStyle.getPropertyValue('-webkit-line-clamp') !== 'none')
          ellipsis ||= at === up || up.contains(at);
        const label = clean(at.getAttribute('title')) + ' ' + clean(at.getAttribute('aria-label'));
        if (label.includes(text)) titled = true;
        if (at !== parent && at.matches(CONTROL)) break;
      }
      if (ellipsis && titled) break;
      const short = text.length > 60 ? `${text.slice(0, 59)}…` : text;
      results.push({
        rule: 'cut text',
        what: `"${short}" in ${describe(up)}${ellipsis ? ' (ellipsis without title)' : ''}`,
      });
      break;
    }
  }
  return results;
}

/** The layout offences of what `page` shows now (see `audit`). */
export async function layoutOffences(page: Page | Frame): Promise<LayoutOffence[]> {
  return page.evaluate(audit);
}

/** Waits until what the page shows is still: fonts in, pictures drawn, no loading line, no animation running. */
export async function whenSettled(page: Page | Frame): Promise<void> {
  await page.waitForFunction(
    () =>
      document.fonts.status === 'loaded' &&
      document.querySelector('.drawer-loading, [aria-busy="true"]') === null &&
      Array.from(document.images).every((image) => image.complete || image.loading === 'lazy') &&
      document
        .getAnimations()
        .every(
          (animation) =>
            animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity,
        ),
  );
  // What the last change set off lays out again before the next paint (a bar moving controls into its "More" menu,
  // once its ResizeObserver or its animation frame runs); a measure taken in between saw a state never painted:
  // the framed audit once found the canvas bar 23 px over the Layers heading.
  await twoFramesLater(page);
}

/**
 * Collects the console errors, uncaught exceptions and Content-Security-Policy violations of `page` into
 * `sink`, each tagged with what `where()` says at the time (the view being visited).
 */
export async function watchErrors(page: Page, sink: string[], where: () => string): Promise<void> {
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(`CSP violation: ${event.violatedDirective} blocked ${event.blockedURI || 'inline'}`);
    });
  });
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    const { url } = message.location();
    sink.push(`${where()}: console error: ${message.text()}${url ? ` (${url})` : ''}`);
  });
  page.on('pageerror', (error) => sink.push(`${where()}: uncaught: ${error.message}`));
}
