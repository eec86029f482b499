import { expect, test, type Locator, type Page } from './support/test';
import { openSignedUp } from './support/account';
import { openBlankDesign, saveAndRead, type SavedObject } from './support/design';
import { runBarAction } from './support/overflow';

/** Opens a toolbar sub-section, runs `use` in it, and goes back to the main view. */
async function inSection(toolbar: Locator, name: string, use: () => Promise<void>) {
  await toolbar.getByRole('button', { name, exact: true }).click();
  await use();
  await toolbar.getByRole('button', { name: 'Back', exact: true }).click();
}

async function setOpacity(toolbar: Locator, value: string) {
  await toolbar.getByRole('button', { name: 'Opacity' }).click();
  await toolbar.getByRole('slider', { name: 'Opacity' }).fill(value);
  await toolbar.getByRole('button', { name: 'Opacity' }).click();
}

async function openInstagram(page: Page) {
  await page.getByRole('link', { name: 'Instagram' }).click();
  await expect(page.getByRole('heading', { name: 'Instagram' })).toBeVisible();
}

const ofType = (objects: SavedObject[], type: string, instagram?: string) =>
  objects.filter(
    (object) =>
      object.type === type &&
      (instagram === undefined || (object.instagram as { type: string }).type === instagram),
  );

test('each Instagram element with every control of its toolbar, one each, saved', async ({ page }) => {
  await openSignedUp(page, '/');
  const hash = await openBlankDesign(page);
  await openInstagram(page);
  const elements = page.getByRole('group', { name: 'Instagram elements' });
  const layers = page.getByRole('list', { name: 'Canvas layers' }).getByRole('listitem');

  // Hashtag: letters, digits and underscore only; a gradient preset; opacity; a layer action.
  await elements.getByRole('button', { name: 'Hashtag' }).click();
  const hashtag = page.getByRole('toolbar', { name: 'Hashtag toolbar' });
  await expect(hashtag).toBeVisible();
  await inSection(hashtag, 'Hashtag', async () => {
    const field = hashtag.getByLabel('Enter a #hashtag');
    await field.fill('#summer vibes_2024!');
    await expect(field).toHaveValue('summervibes_2024');
  });
  await inSection(hashtag, 'Styles', async () => {
    await expect(hashtag.getByRole('group', { name: 'Gradient presets' }).getByRole('button')).toHaveCount(8);
    await hashtag.getByRole('button', { name: 'Style 4' }).click();
    await expect(hashtag.getByRole('button', { name: 'Style 4' })).toHaveAttribute('aria-pressed', 'true');
  });
  await setOpacity(hashtag, '80');
  await runBarAction(page, hashtag, 'Rotate');

  // A second hashtag is refused with the translated alert.
  await elements.getByRole('button', { name: 'Hashtag' }).click();
  await expect(page.getByText('Instagram accepts only one hashtag')).toBeVisible();
  await expect(layers).toHaveCount(1);
  // Nor may it be duplicated (once the first alert has gone, a new one shows).
  await expect(page.getByText('Instagram accepts only one hashtag')).toHaveCount(0);
  await runBarAction(page, hashtag, 'Duplicate');
  await expect(page.getByText('Instagram accepts only one hashtag')).toBeVisible();
  await expect(layers).toHaveCount(1);

  await elements.getByRole('button', { name: 'Location' }).click();
  const location = page.getByRole('toolbar', { name: 'Location toolbar' });
  await expect(location).toBeVisible();
  await inSection(location, 'Location', async () => {
    await location.getByLabel('Enter a location name or address to search').fill('sevil');
    await location.getByRole('button', { name: 'Sevilla, Spain', exact: true }).click();
  });
  await inSection(location, 'Styles', async () => {
    await location.getByRole('button', { name: 'Style 6' }).click();
  });

  await elements.getByRole('button', { name: 'Mention' }).click();
  const mention = page.getByRole('toolbar', { name: 'Mention toolbar' });
  await expect(mention).toBeVisible();
  await inSection(mention, 'Mention', async () => {
    const field = mention.getByLabel('Enter an @mention to search users');
    await field.fill('@lienzo.app!');
    await expect(field).toHaveValue('lienzo.app');
  });
  await inSection(mention, 'Styles', async () => {
    await mention.getByRole('button', { name: 'Style 2' }).click();
  });

  await elements.getByRole('button', { name: 'Poll' }).click();
  const poll = page.getByRole('toolbar', { name: 'Poll toolbar' });
  await expect(poll).toBeVisible();
  await inSection(poll, 'Question', async () => {
    await poll.getByLabel('Ask me a question').fill('Coffee or tea?');
  });
  await inSection(poll, 'Answers', async () => {
    await expect(poll.getByLabel('First answer')).toHaveValue('YES');
    await expect(poll.getByLabel('Second answer')).toHaveValue('NO');
    await poll.getByLabel('First answer').fill('coffee');
    await expect(poll.getByLabel('First answer')).toHaveValue('COFFEE');
    // An emptied answer is stored as null; a poll must have both to be saved (SPEC §5).
    await poll.getByLabel('Second answer').fill('');
    await expect(poll.getByLabel('Second answer')).toHaveValue('');
    await poll.getByLabel('Second answer').fill('tea');
  });
  await setOpacity(poll, '90');

  await elements.getByRole('button', { name: 'Question' }).click();
  const question = page.getByRole('toolbar', { name: 'Question toolbar' });
  await expect(question).toBeVisible();
  await inSection(question, 'Question', async () => {
    const field = question.getByLabel('Ask me a question');
    await expect(field).toHaveAttribute('placeholder', 'Type something...');
    await field.fill('What should we bake? 🍰 ما رأيك');
  });
  await inSection(question, 'Background color', async () => {
    await expect(question.getByRole('group', { name: 'Palette' }).getByRole('button')).toHaveCount(18);
    await question.getByRole('button', { name: 'Color #FDCB5C' }).click();
  });
  await inSection(question, 'Text color', async () => {
    await question.getByRole('button', { name: 'Color #ED4956' }).click();
  });
  await runBarAction(page, question, 'Flip horizontal');

  await elements.getByRole('button', { name: 'Slider' }).click();
  const slider = page.getByRole('toolbar', { name: 'Slider toolbar' });
  await expect(slider).toBeVisible();
  await inSection(slider, 'Question', async () => {
    await slider.getByLabel('Ask a question to rate').fill('Rate my cake');
  });
  await inSection(slider, 'Background color', async () => {
    await slider.getByRole('button', { name: 'Color #FFFFFF' }).click();
  });
  // A background brings its readable text colour (SPEC §9): black on white, white on blue.
  await inSection(slider, 'Text color', async () => {
    await expect(slider.getByRole('button', { name: 'Color #000000' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });
  await inSection(slider, 'Background color', async () => {
    await slider.getByRole('button', { name: 'Color #3897F0' }).click();
  });
  await inSection(slider, 'Text color', async () => {
    await expect(slider.getByRole('button', { name: 'Color #FFFFFF' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });
  await inSection(slider, 'Emoji', async () => {
    await expect(slider.getByRole('group', { name: 'Emoji quick picks' }).getByRole('button')).toHaveCount(
      16,
    );
    await slider.getByRole('button', { name: 'Emoji: fire' }).click();
    await expect(slider.getByRole('button', { name: 'Emoji: fire' })).toHaveAttribute('aria-pressed', 'true');
  });

  // One each of poll, question, slider and location too.
  for (const [name, alert] of [
    ['Location', 'Instagram accepts only one location'],
    ['Poll', 'Instagram accepts only one poll'],
    ['Question', 'Instagram accepts only one question'],
    ['Slider', 'Instagram accepts only one slider'],
  ]) {
    await elements.getByRole('button', { name: name! }).click();
    await expect(page.getByText(alert!)).toBeVisible();
  }
  await expect(layers).toHaveCount(6);

  const objects = await saveAndRead(page, hash);
  expect(objects).toHaveLength(6);
  expect(ofType(objects, 'pz-button', 'HASHTAG')).toEqual([
    expect.objectContaining({ text: '#SUMMERVIBES_2024', style: 3, opacity: 0.8, angle: 45 }),
  ]);
  expect(ofType(objects, 'pz-button', 'LOCATION')).toEqual([
    expect.objectContaining({ location: { name: 'Sevilla, Spain' }, text: 'SEVILLA, SPAIN', style: 5 }),
  ]);
  expect(ofType(objects, 'pz-button', 'MENTION')).toEqual([
    expect.objectContaining({ mention: 'lienzo.app', text: '@LIENZO.APP', style: 1 }),
  ]);
  expect(ofType(objects, 'pz-poll')).toEqual([
    expect.objectContaining({ poll: { question: 'Coffee or tea?', a1: 'COFFEE', a2: 'TEA' }, opacity: 0.9 }),
  ]);
  expect(ofType(objects, 'pz-question')).toEqual([
    expect.objectContaining({
      question: 'What should we bake? 🍰 ما رأيك',
      questionBackgroundColor: '#FDCB5C',
      questionTextColor: '#ED4956',
      flipX: true,
    }),
  ]);
  expect(ofType(objects, 'pz-slider')).toEqual([
    expect.objectContaining({
      sliderQuestion: 'Rate my cake',
      sliderBackgroundColor: '#3897F0',
      sliderTextColor: '#FFFFFF',
      emoji: '1f525',
      sliderEmoji: { emoji: '🔥', url: '/icons/twemoji/fire.svg' },
    }),
  ]);
});

test('stickers, and emojis searched in Spanish and English, are inserted and saved', async ({ page }) => {
  await openSignedUp(page, '/');
  const hash = await openBlankDesign(page);
  await openInstagram(page);
  const layers = page.getByRole('list', { name: 'Canvas layers' }).getByRole('listitem');

  await expect(page.getByRole('list', { name: 'Stickers' }).getByRole('button')).toHaveCount(22);
  await page.getByRole('button', { name: 'Add sticker: rocket' }).click();
  await expect(layers).toHaveCount(1);

  const search = page.getByRole('searchbox', { name: 'Search emojis' });
  const emojis = page.getByRole('list', { name: 'Emojis' }).getByRole('button');
  await search.fill('corazón');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(emojis.first()).toBeVisible();
  await page.getByRole('button', { name: 'Add emoji: red heart' }).click();
  await expect(layers).toHaveCount(2);

  await search.fill('thumbs up');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Add emoji: red heart' })).toHaveCount(0);
  await search.fill('heart');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await page.getByRole('button', { name: 'Add emoji: red heart' }).click();
  await expect(layers).toHaveCount(3);

  await search.fill('zzqqxx');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page.getByText('No results founds.')).toBeVisible();

  const objects = await saveAndRead(page, hash);
  expect(objects.map((object) => [object.type, object.src])).toEqual([
    ['pz-image', '/icons/fluent-emoji-flat/rocket.svg'],
    ['pz-vector', '/icons/twemoji/red-heart.svg'],
    ['pz-vector', '/icons/twemoji/red-heart.svg'],
  ]);
  expect(objects[0]).toMatchObject({ sticker: true });
  expect(objects[1]).toMatchObject({ vector_type: 'emoji' });
  expect(objects[2]).toMatchObject({ vector_type: 'emoji' });
});
