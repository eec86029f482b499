import { expect, type Locator } from '@playwright/test';
import { runBarAction } from './overflow';
import {
  closePopups,
  dialog,
  exactly,
  headerCommand,
  openEditor,
  selectLayer,
  t,
  toolbarOf,
  type AuditContext,
  type View,
} from './layoutAuditSteps';

/**
 * The layout audit's views of what opens inside or under the toolbars (issue 24): each section panel of each
 * object toolbar, its popovers (opacity, align) and the image's crop mode; and the save-as modal of a new
 * design. A toolbar's panels follow its own view, on the same selection: a panel view selects its object
 * only when another is selected, and leaves its section open (the next one replaces it), so a toolbar's
 * panels cost a click each.
 */

/** The row each toolbar's object takes in the layers list of the audited design (the newest first). */
export const TOOLBAR_ROWS = {
  button: 0,
  'ig-question': 1,
  'ig-poll': 2,
  'ig-slider': 3,
  illustration: 4,
  image: 5,
  'fancy-text': 6,
  text: 7,
} as const;
export type ToolbarKind = keyof typeof TOOLBAR_ROWS | 'group' | 'background';

const host = (ctx: AuditContext) => ctx.page.locator('.toolbar-host');
const openSection = (ctx: AuditContext) => toolbarOf(ctx.page).locator('.object-toolbar__section');

/** Shows the toolbar `kind`: selects its object (or all of them, or none) unless it is shown already. */
async function showToolbar(ctx: AuditContext, kind: ToolbarKind): Promise<void> {
  const { page } = ctx;
  if ((await host(ctx).getAttribute('data-toolbar')) === kind) return;
  if (kind === 'background') await deselect(ctx);
  else if (kind === 'group') {
    await selectLayer(ctx, 0);
    await page.keyboard.press('Control+A');
  } else await selectLayer(ctx, TOOLBAR_ROWS[kind]);
  await expect(host(ctx)).toHaveAttribute('data-toolbar', kind);
}

/** Closes any popup, then the selection: the background toolbar shows. */
export async function deselect(ctx: AuditContext): Promise<void> {
  await closePopups(ctx);
  if ((await host(ctx).getAttribute('data-toolbar')) !== 'background')
    await ctx.page.keyboard.press('Escape');
  await expect(host(ctx)).toHaveAttribute('data-toolbar', 'background');
}

/** Closes the open section of the toolbar, if any, by its Back control. */
async function closeSection(ctx: AuditContext): Promise<void> {
  if ((await openSection(ctx).count()) === 0) return;
  await openSection(ctx)
    .getByRole('button', { name: exactly(t(ctx.lang, 'toolbars.back')) })
    .click();
  await expect(openSection(ctx)).toHaveCount(0);
}

/**
 * The section `labelKey` of the toolbar `kind` open (from the bar, or its "More" menu where it did not fit),
 * then `more` done in it (a picker opened, effects switched on). Left open: the next view replaces it.
 */
const section = (
  kind: ToolbarKind,
  name: string,
  labelKey: string,
  more?: (ctx: AuditContext, panel: Locator) => Promise<void>,
): View => ({
  name: `panel ${kind} ${name}`,
  open: async (ctx) => {
    await showToolbar(ctx, kind);
    const label = t(ctx.lang, labelKey);
    const panel = openSection(ctx);
    // Its button toggles it: pressed again, an open section would close.
    const shown = (await panel.count()) > 0 && (await panel.getAttribute('aria-label')) === label;
    if (!shown) await runBarAction(ctx.page, toolbarOf(ctx.page), label);
    await expect(panel).toHaveAttribute('aria-label', label);
    await more?.(ctx, panel);
  },
  close: async () => {},
});

/** The popover or menu `labelKey` of the toolbar `kind` (its opacity, its align menu), its section closed first. */
const popover = (kind: ToolbarKind, name: string, labelKey: string, role: 'dialog' | 'menu'): View => ({
  name: `panel ${kind} ${name}`,
  open: async (ctx) => {
    await showToolbar(ctx, kind);
    await closeSection(ctx);
    const label = t(ctx.lang, labelKey);
    await runBarAction(ctx.page, toolbarOf(ctx.page), label);
    await expect(ctx.page.getByRole(role, { name: exactly(label) })).toBeVisible();
  },
  close: closePopups,
});

/** Presses the button `labelKey` of `panel` and waits for what it opens (aria-expanded). */
async function expand(ctx: AuditContext, panel: Locator, labelKey: string): Promise<void> {
  const button = panel.getByRole('button', { name: exactly(t(ctx.lang, labelKey)) });
  await button.click();
  await expect(button).toHaveAttribute('aria-expanded', 'true');
}

const TEXT_EFFECTS = ['outline', 'shadow', 'curve', 'highlight'] as const;

/** The text toolbar's panels: font, size, case, both colours (the new-colour picker open), effects, popovers. */
const TEXT_PANELS: View[] = [
  section('text', 'font', 'toolbars.text.font'),
  section('text', 'size', 'toolbars.text.size_section'),
  section('text', 'case', 'toolbars.text.case'),
  section('text', 'colour', 'toolbars.text.colour', (ctx, panel) =>
    expand(ctx, panel, 'colour_picker.new_color'),
  ),
  section('text', 'background', 'toolbars.text.background'),
  // Every effect is on (set up so: switching them here would leave the design changed), the outline's
  // colour picker open.
  section('text', 'effects', 'toolbars.text.effects.label', async (ctx, panel) => {
    for (const effect of TEXT_EFFECTS)
      await expect(
        panel
          .locator('.text-effects__toggles')
          .first()
          .getByRole('button', { name: exactly(t(ctx.lang, `commands.text-${effect}`)) }),
      ).toHaveAttribute('aria-pressed', 'true');
    await expand(ctx, panel, 'toolbars.text.effects.outline_colour');
  }),
  popover('text', 'opacity', 'toolbars.opacity', 'dialog'),
  popover('text', 'align', 'toolbars.align', 'menu'),
];

/** The image toolbar's panels, and its crop mode (Apply and Cancel in the bar). */
const IMAGE_PANELS: View[] = [
  section('image', 'adjust', 'toolbars.image.adjust'),
  section('image', 'filters', 'toolbars.image.filters'),
  // The chooser's image search (its uploads tab is the uploads drawer's list).
  section('image', 'another', 'images.use_another', async (ctx, panel) => {
    await panel.getByRole('button', { name: exactly(t(ctx.lang, 'images.tab_images')) }).click();
    await expect(panel.locator('.photo-grid button').first()).toBeVisible();
  }),
  {
    name: 'panel image crop',
    open: async (ctx) => {
      await showToolbar(ctx, 'image');
      await closeSection(ctx);
      await runBarAction(ctx.page, toolbarOf(ctx.page), t(ctx.lang, 'commands.start-crop'));
      // Apply stands in the Crop button's place (in the bar, or in its menu).
      await expect(toolbarOf(ctx.page).locator('button.primary')).toHaveCount(1);
    },
    close: async (ctx) => {
      await runBarAction(ctx.page, toolbarOf(ctx.page), t(ctx.lang, 'commands.cancel-crop'));
      await expect(toolbarOf(ctx.page).locator('button.primary')).toHaveCount(0);
    },
  },
];

/** The panels a question card and a slider share: the question, the background and the text colours. */
const cardPanels = (kind: 'ig-question' | 'ig-slider'): View[] => [
  section(kind, 'question', 'instagram.toolbar.sections.question'),
  section(kind, 'background', 'instagram.toolbar.sections.background'),
  section(kind, 'text colour', 'instagram.toolbar.sections.text_colour'),
];

/** Each toolbar's panels, shown after the toolbar's own view. */
export const PANELS: Record<ToolbarKind, View[]> = {
  background: [section('background', 'patterns', 'background.patterns')],
  button: [
    section('button', 'hashtag', 'instagram.toolbar.sections.hashtag'),
    section('button', 'styles', 'instagram.toolbar.styles'),
  ],
  'ig-question': cardPanels('ig-question'),
  'ig-poll': [
    section('ig-poll', 'question', 'instagram.toolbar.sections.question'),
    section('ig-poll', 'answers', 'instagram.toolbar.sections.answers'),
  ],
  'ig-slider': [
    ...cardPanels('ig-slider'),
    section('ig-slider', 'emoji', 'instagram.toolbar.sections.emoji'),
  ],
  // Its colour picker shows once the picture's colours are read.
  illustration: [
    section('illustration', 'colours', 'toolbars.vector.colours', async (_ctx, panel) => {
      await expect(panel.locator('.colour-picker')).toBeVisible();
    }),
  ],
  image: IMAGE_PANELS,
  'fancy-text': [
    section('fancy-text', 'shapes', 'toolbars.fancy_text.shapes'),
    section('fancy-text', 'text colour', 'toolbars.fancy_text.text_colour'),
    section('fancy-text', 'shape colour', 'toolbars.fancy_text.shape_colour'),
  ],
  text: TEXT_PANELS,
  // The group's text sections are the text toolbar's (font picker, size, colour picker), audited there.
  group: [
    section('group', 'rotation', 'toolbars.group.rotation'),
    section('group', 'animation', 'toolbars.group.animation'),
    { ...popover('group', 'align', 'toolbars.align', 'menu'), close: deselect },
  ],
};

/**
 * The first Save of a new design: the header's New asks to reset the editor (audited), then Save on the empty
 * design asks for its title and folder (audited with a new folder's name field open); then back to the
 * audited design.
 */
export const NEW_DESIGN_VIEWS: View[] = [
  {
    name: 'new design confirm',
    open: async (ctx) => {
      await headerCommand(ctx, 'header.new');
      await expect(dialog(ctx, 'confirm.reset_title')).toBeVisible();
    },
    close: async (ctx) => {
      await dialog(ctx, 'confirm.reset_title')
        .getByRole('button', { name: exactly(t(ctx.lang, 'confirm.reset_confirm')) })
        .click();
      // A new design is unsaved: the tab shows the brand alone.
      await expect(ctx.page).toHaveTitle('Lienzo');
    },
  },
  {
    name: 'save as modal',
    open: async (ctx) => {
      await headerCommand(ctx, 'header.save');
      const modal = dialog(ctx, 'save.title');
      await expect(modal).toBeVisible();
      await modal.getByRole('combobox').selectOption({ label: t(ctx.lang, 'save.new_folder') });
      await expect(modal.getByRole('textbox')).toHaveCount(2);
    },
    close: async (ctx) => {
      await closePopups(ctx);
      await openEditor(ctx);
    },
  },
];
