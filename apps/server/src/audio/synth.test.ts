import { describe, expect, it } from 'vitest';
import { AUDIO_CATEGORIES } from '@lienzo/core';
import { readWavHeader } from '../test/wav';
import { encodeWav, recipeLayout, renderRecipe, SAMPLE_RATE, seededRandom } from './synth';
import { TRACKS } from './tracks';

describe('audio synthesiser', () => {
  it('has one track per category of SPEC §3, each with its own tempo, scale or instruments', () => {
    expect(TRACKS.map((track) => track.category).sort()).toEqual([...AUDIO_CATEGORIES].sort());
    expect(new Set(TRACKS.map((track) => track.slug)).size).toBe(TRACKS.length);
    expect(new Set(TRACKS.map((track) => track.recipe.seed)).size).toBe(TRACKS.length);
    const characters = TRACKS.map(({ recipe }) =>
      JSON.stringify([recipe.bpm, recipe.scale, recipe.chord.voice, recipe.melody.voice]),
    );
    expect(new Set(characters).size).toBe(TRACKS.length);
    for (const track of TRACKS) expect(track.slug).toMatch(/^[a-z0-9-]+$/);
  });

  it('plans every track between 20 and 30 seconds', () => {
    for (const track of TRACKS) {
      const { seconds } = recipeLayout(track.recipe);
      expect(seconds, track.name).toBeGreaterThanOrEqual(20);
      expect(seconds, track.name).toBeLessThanOrEqual(30);
    }
  });

  it('renders the same samples every time, with sound in them and no clipping', () => {
    const recipe = TRACKS[0]!.recipe;
    const first = renderRecipe(recipe);
    const second = renderRecipe(recipe);
    expect(Buffer.from(first.buffer).equals(Buffer.from(second.buffer))).toBe(true);
    expect(first.length).toBe(Math.round(recipeLayout(recipe).seconds * SAMPLE_RATE));
    let peak = 0;
    let energy = 0;
    for (const sample of first) {
      peak = Math.max(peak, Math.abs(sample));
      energy += sample * sample;
    }
    expect(peak).toBeLessThanOrEqual(0.9);
    expect(peak).toBeGreaterThan(0.8);
    expect(Math.sqrt(energy / first.length)).toBeGreaterThan(0.02);
    // Another recipe sounds different.
    const other = renderRecipe(TRACKS[1]!.recipe);
    expect(Buffer.from(other.buffer).equals(Buffer.from(first.buffer))).toBe(false);
  });

  it('encodes mono 22.05 kHz 16-bit PCM WAV', () => {
    const samples = new Float32Array([0, 1, -1, 0.5, 2, -2]);
    const wav = encodeWav(samples);
    expect(wav.length).toBe(44 + samples.length * 2);
    expect(readWavHeader(wav)).toEqual({
      riff: 'RIFF',
      riffSize: 36 + samples.length * 2,
      wave: 'WAVE',
      fmt: 'fmt ',
      format: 1,
      channels: 1,
      sampleRate: 22_050,
      byteRate: 44_100,
      blockAlign: 2,
      bitsPerSample: 16,
      data: 'data',
      dataSize: samples.length * 2,
    });
    expect([0, 1, 2, 3, 4, 5].map((i) => wav.readInt16LE(44 + i * 2))).toEqual([
      0, 32_767, -32_767, 16_384, 32_767, -32_767,
    ]);
  });

  it('draws the same random numbers from the same seed', () => {
    const a = seededRandom(42);
    const b = seededRandom(42);
    const drawn = Array.from({ length: 5 }, () => a());
    expect(Array.from({ length: 5 }, () => b())).toEqual(drawn);
    expect(drawn.every((value) => value >= 0 && value < 1)).toBe(true);
    expect(seededRandom(43)()).not.toBe(drawn[0]);
  });
});
