import { afterEach, describe, expect, it } from 'vitest';
import { AssetRefusedError } from './assets/assetPolicy';
import { disposeEngines, mountEngine } from './test/mountEngine';

afterEach(disposeEngines);

const TRACK = { name: 'Amp Thunder', src: '/audios/amp-thunder.wav' };

describe('timeline audio', () => {
  it('sets and removes the track as undoable steps that touch the design', async () => {
    const { engine } = await mountEngine();
    const touched: boolean[] = [];
    engine.on('touched', (event) => touched.push(event.touched));
    expect(engine.getTimelineAudio()).toBeNull();
    expect(engine.isTouched()).toBe(false);

    engine.setTimelineAudio(TRACK);
    expect(engine.toDocument().timeline).toEqual({ audio: TRACK });
    expect(engine.isTouched()).toBe(true);
    expect(touched).toEqual([true]);

    engine.setTimelineAudio({ name: 'Slow Tides', src: '/audios/slow-tides.wav' });
    engine.setTimelineAudio(null);
    expect(engine.getTimelineAudio()).toBeNull();
    expect(engine.undo()).toBe(true);
    expect(engine.getTimelineAudio()).toEqual({ name: 'Slow Tides', src: '/audios/slow-tides.wav' });
    engine.undo();
    expect(engine.getTimelineAudio()).toEqual(TRACK);
    engine.undo();
    expect(engine.getTimelineAudio()).toBeNull();
    expect(engine.canUndo).toBe(false);
    engine.redo();
    expect(engine.getTimelineAudio()).toEqual(TRACK);

    engine.markSaved();
    expect(engine.isTouched()).toBe(false);
    // Choosing the track it already has changes nothing.
    engine.setTimelineAudio({ ...TRACK });
    expect(engine.isTouched()).toBe(false);
  });

  it('keeps the track through a save and reload of the document', async () => {
    const { engine } = await mountEngine();
    engine.setTimelineAudio(TRACK);
    const saved = JSON.parse(JSON.stringify(engine.toDocument()));
    const other = (await mountEngine()).engine;
    await other.load(saved);
    expect(other.getTimelineAudio()).toEqual(TRACK);
  });

  it('refuses a track from another site or with a bad name, changing nothing', async () => {
    const { engine } = await mountEngine();
    expect(() => engine.setTimelineAudio({ name: 'x', src: 'https://evil.example/a.wav' })).toThrow(
      AssetRefusedError,
    );
    expect(() => engine.setTimelineAudio({ name: 'x', src: '/audios/../../etc/passwd' })).toThrow(
      AssetRefusedError,
    );
    expect(() => engine.setTimelineAudio({ name: 'x'.repeat(201), src: TRACK.src })).toThrow();
    expect(engine.getTimelineAudio()).toBeNull();
    expect(engine.isTouched()).toBe(false);
    expect(engine.canUndo).toBe(false);
  });
});

describe('preset text styles', () => {
  it('adds a text with a style over the drawer defaults, as one step', async () => {
    const { engine } = await mountEngine();
    const id = engine.addText('title', 'Quote', {
      fontFamily: 'Fredoka One',
      fontStyle: 'italic',
      fontWeight: 'normal',
      fontSize: 44,
      lineHeight: 1.2,
    });
    expect(engine.getObject(id)).toMatchObject({
      type: 'pz-text',
      text: 'Quote',
      fontFamily: 'Fredoka One',
      fontStyle: 'italic',
      fontWeight: 'normal',
      fontSize: 44,
      lineHeight: 1.2,
      charSpacing: 2,
      // White: the default story teal is darker than SPEC §9's threshold 186.
      fill: '#FFFFFF',
    });
    engine.undo();
    expect(engine.getObjects()).toHaveLength(0);
  });
});
