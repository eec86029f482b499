import { afterEach, describe, it } from 'vitest';
import type { Engine } from './Engine';
import { expectToMatchGolden } from './test/golden';
import { disposeEngines, mountEngine } from './test/mountEngine';

afterEach(disposeEngines);

/** Text formats change few pixels: compare strictly enough that a lost format fails. */
const STRICT = { maxDifferentRatio: 0.002 };

async function formattedText(content: string): Promise<{ engine: Engine; id: string }> {
  const { engine } = await mountEngine();
  engine.setBackgroundColor('#ffffff');
  const id = engine.addText('text', content);
  engine.updateObject(id, {
    left: 30,
    top: 120,
    width: 480,
    fontSize: 64,
    fontWeight: 'normal',
    lineHeight: 1.2,
    textAlign: 'left',
  });
  return { engine, id };
}

describe('golden images of text formatting', () => {
  it('draws a bold text with one word back to normal', async () => {
    const { engine, id } = await formattedText('Bold move\nnow');
    await engine.toggleTextFormat(id, 'bold');
    engine.updateObject(id, { styles: [{ start: 5, end: 9, style: { fontWeight: 'normal' } }] });
    engine.select(null);
    await expectToMatchGolden('text-format-bold', engine.exportPng(), STRICT);
  });

  it('draws an italic text', async () => {
    const { engine, id } = await formattedText('Italic words\nlean over');
    await engine.toggleTextFormat(id, 'italic');
    engine.select(null);
    await expectToMatchGolden('text-format-italic', engine.exportPng(), STRICT);
  });

  it('draws an underlined text with a struck-through word', async () => {
    const { engine, id } = await formattedText('Underline it\nnot this');
    await engine.toggleTextFormat(id, 'underline');
    engine.updateObject(id, {
      styles: [{ start: 12, end: 15, style: { underline: false, linethrough: true } }],
    });
    engine.select(null);
    await expectToMatchGolden('text-format-underline', engine.exportPng(), STRICT);
  });

  it('draws a bulleted list that wraps under its hanging indent, and a numbered list', async () => {
    const { engine, id } = await formattedText('Flour and a pinch of salt\nSugar\nEggs');
    engine.updateObject(id, { fontSize: 40 });
    engine.toggleTextList(id, 'bullet');
    const numbered = engine.addText('text', 'First\nSecond\nThird');
    engine.updateObject(numbered, {
      left: 30,
      top: 520,
      width: 480,
      fontSize: 40,
      fontWeight: 'normal',
      textAlign: 'left',
    });
    engine.toggleTextList(numbered, 'number');
    engine.select(null);
    await expectToMatchGolden('text-format-list', engine.exportPng(), STRICT);
  });
});
