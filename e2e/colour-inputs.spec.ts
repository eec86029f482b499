import { expect, test, type Locator } from './support/test';
import { FIELD_LIMITS, parseColour, toHex } from '@lienzo/core';
import { COLOUR_INPUTS } from '@lienzo/core/testing';
import { openAsVisitor } from './support/editor';

// The fields stop typing at FIELD_LIMITS.colour characters; core refuses the longer entries of the table.
const TYPABLE = COLOUR_INPUTS.filter(({ input }) => input.length <= FIELD_LIMITS.colour);

/** Types each colour of the table into `field` and expects what core says: the value shown, or 'Bad Hex'. */
async function expectTable(field: Locator, alert: Locator, shownFor: (input: string) => string | null) {
  for (const { input } of TYPABLE) {
    await field.fill(input);
    await field.press('Enter');
    const shown = shownFor(input);
    if (shown === null) {
      await expect(alert, JSON.stringify(input)).toHaveText('Bad Hex');
    } else {
      await expect(field, JSON.stringify(input)).toHaveValue(shown);
      await expect(alert, JSON.stringify(input)).toHaveCount(0);
    }
  }
}

test('every colour input accepts and refuses the colours core does (SPEC §5)', async ({ page }) => {
  await openAsVisitor(page, '/#/texts');

  const background = page.getByRole('textbox', { name: 'Background color hex' });
  await expectTable(background, page.locator('#background-hex-error'), (input) => {
    const parsed = parseColour(input);
    if (parsed === null) return null;
    return parsed.a === 0 ? 'Transparent' : toHex(parsed);
  });

  await page.getByRole('button', { name: 'Add title' }).click();
  const toolbar = page.getByRole('toolbar', { name: 'Text toolbar' });
  await toolbar.getByRole('button', { name: 'Text color' }).click();
  await expectTable(
    toolbar.getByLabel('Text color value'),
    toolbar.getByRole('alert'),
    (input) => COLOUR_INPUTS.find((entry) => entry.input === input)!.typed,
  );
});
