// A small procedural synthesiser for the drawer's audio tracks: pure JavaScript, no samples, no downloads.
// The same recipe always renders the same bytes (a seeded random generator, no clock, no Math.random).

export const SAMPLE_RATE = 22_050;

/** Waveforms and voices the recipes play with. */
export type Voice = 'sine' | 'triangle' | 'square' | 'saw' | 'pluck' | 'pad' | 'epiano' | 'bell' | 'organ';

/** One drum line: a character per step (`x` hit, `o` soft hit, `.` rest), repeated every bar. */
export interface DrumLines {
  kick?: string;
  snare?: string;
  hat?: string;
  /** A clave or woodblock click. */
  click?: string;
}

export interface Recipe {
  seed: number;
  bpm: number;
  /** Steps per beat in the drum lines and the melody grid (4 = sixteenths, 3 = triplets). */
  stepsPerBeat: number;
  beatsPerBar: number;
  /** 0 = straight; 0.33 pushes every second step later (a swing feel). */
  swing: number;
  /** MIDI number of the key's root (60 = middle C). */
  root: number;
  /** Semitones of the scale above the root. */
  scale: readonly number[];
  /** Chord roots as scale degrees (0-based), one per bar, looped. */
  progression: readonly number[];
  /** Notes per chord (3 = triads, 4 = sevenths). */
  chordSize: number;
  chord: { voice: Voice; pattern: string; gain: number; octave: number };
  bass: { voice: Voice; pattern: string; gain: number; octave: number; walking?: boolean };
  melody: { voice: Voice; density: number; gain: number; octave: number; noteSteps: number };
  drums: DrumLines & { gain: number };
  /** Soft clipping for distorted, guitar-like chords (1 = clean). */
  drive: number;
  /** One-pole low-pass cut-off of the whole mix in Hz. */
  brightness: number;
}

/** A tiny seeded random generator (mulberry32): the same seed gives the same numbers everywhere. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const frequency = (midi: number) => 440 * 2 ** ((midi - 69) / 12);

function oscillator(voice: Voice, phase: number): number {
  const cycle = phase - Math.floor(phase);
  switch (voice) {
    case 'square':
      return cycle < 0.5 ? 0.6 : -0.6;
    case 'saw':
    case 'pad':
      return 2 * cycle - 1;
    case 'triangle':
      return 4 * Math.abs(cycle - 0.5) - 1;
    case 'organ':
      return (
        0.6 * Math.sin(2 * Math.PI * cycle) +
        0.3 * Math.sin(4 * Math.PI * cycle) +
        0.2 * Math.sin(6 * Math.PI * cycle)
      );
    default:
      return Math.sin(2 * Math.PI * cycle);
  }
}

/** Attack and release in seconds, and how fast the note fades while held (0 = sustained). */
const SHAPES: Record<Voice, { attack: number; release: number; decay: number }> = {
  sine: { attack: 0.01, release: 0.08, decay: 1.5 },
  triangle: { attack: 0.01, release: 0.06, decay: 2 },
  square: { attack: 0.005, release: 0.05, decay: 3 },
  saw: { attack: 0.01, release: 0.06, decay: 0.6 },
  pluck: { attack: 0, release: 0.05, decay: 0 },
  pad: { attack: 0.6, release: 0.8, decay: 0 },
  epiano: { attack: 0.005, release: 0.2, decay: 2.5 },
  bell: { attack: 0.002, release: 1.2, decay: 1.2 },
  organ: { attack: 0.03, release: 0.1, decay: 0 },
};

class Mixer {
  readonly samples: Float32Array;
  constructor(length: number) {
    this.samples = new Float32Array(length);
  }

  private add(at: number, value: number): void {
    if (at >= 0 && at < this.samples.length) this.samples[at] = (this.samples[at] ?? 0) + value;
  }

  /** One note of a tonal voice from `start` seconds for `length` seconds. */
  note(voice: Voice, midi: number, start: number, length: number, gain: number, random: () => number): void {
    const hz = frequency(midi);
    const from = Math.round(start * SAMPLE_RATE);
    if (voice === 'pluck') return this.pluck(hz, from, length, gain, random);
    const shape = SHAPES[voice];
    const total = Math.round((length + shape.release) * SAMPLE_RATE);
    const held = length * SAMPLE_RATE;
    const releaseSamples = shape.release * SAMPLE_RATE;
    const attackSamples = shape.attack * SAMPLE_RATE;
    // Envelopes and oscillators step sample by sample (a multiply and an add), not a Math.exp each.
    const decayStep = Math.exp(-shape.decay / SAMPLE_RATE);
    const bellStep = Math.exp(-4 / SAMPLE_RATE);
    const pianoStep = Math.exp(-8 / SAMPLE_RATE);
    const step = hz / SAMPLE_RATE;
    let decay = 1;
    let bell = 1;
    let piano = 1;
    for (let i = 0; i < total; i++) {
      let envelope = attackSamples > 0 && i < attackSamples ? i / attackSamples : 1;
      envelope *= decay;
      decay *= decayStep;
      if (i > held) envelope *= Math.max(0, 1 - (i - held) / releaseSamples);
      const phase = step * i;
      let value: number;
      if (voice === 'pad') {
        // A pad is three slightly detuned saws.
        const a = phase * 1.006;
        const b = phase * 0.994;
        value = (2 * (phase - Math.floor(phase) + a - Math.floor(a) + b - Math.floor(b))) / 3 - 1;
      } else value = oscillator(voice, phase);
      if (voice === 'bell') {
        value += 0.4 * Math.sin(2 * Math.PI * 2.76 * phase) * bell;
        bell *= bellStep;
      } else if (voice === 'epiano') {
        value += 0.25 * Math.sin(2 * Math.PI * 4 * phase) * piano;
        piano *= pianoStep;
      }
      this.add(from + i, value * envelope * gain);
    }
  }

  /** A plucked string (Karplus-Strong): a burst of noise through a short, damped delay line. */
  private pluck(hz: number, from: number, length: number, gain: number, random: () => number): void {
    const period = Math.max(2, Math.round(SAMPLE_RATE / hz));
    const line = new Float32Array(period);
    for (let i = 0; i < period; i++) line[i] = random() * 2 - 1;
    const total = Math.round((length + 0.05) * SAMPLE_RATE);
    const held = length * SAMPLE_RATE;
    for (let i = 0; i < total; i++) {
      const at = i % period;
      const next = (at + 1) % period;
      const value = line[at] ?? 0;
      line[at] = 0.498 * (value + (line[next] ?? 0));
      const release = i > held ? Math.max(0, 1 - (i - held) / (0.05 * SAMPLE_RATE)) : 1;
      this.add(from + i, value * gain * release);
    }
  }

  kick(start: number, gain: number): void {
    const from = Math.round(start * SAMPLE_RATE);
    let phase = 0;
    for (let i = 0; i < 0.35 * SAMPLE_RATE; i++) {
      const t = i / SAMPLE_RATE;
      phase += (45 + 110 * Math.exp(-t * 30)) / SAMPLE_RATE;
      this.add(from + i, Math.sin(2 * Math.PI * phase) * Math.exp(-t * 9) * gain);
    }
  }

  noise(start: number, seconds: number, decay: number, gain: number, bright: boolean, random: () => number) {
    const from = Math.round(start * SAMPLE_RATE);
    const decayStep = Math.exp(-decay / SAMPLE_RATE);
    let envelope = gain;
    let previous = 0;
    for (let i = 0; i < seconds * SAMPLE_RATE; i++) {
      const white = random() * 2 - 1;
      // The difference of successive samples keeps the highs only: a hat rather than a hiss.
      const value = bright ? white - previous : white;
      previous = white;
      this.add(from + i, value * envelope);
      envelope *= decayStep;
    }
  }

  snare(start: number, gain: number, random: () => number): void {
    this.noise(start, 0.2, 18, gain * 0.8, false, random);
    this.note('sine', 50, start, 0.05, gain * 0.5, random);
  }

  click(start: number, gain: number): void {
    const from = Math.round(start * SAMPLE_RATE);
    for (let i = 0; i < 0.06 * SAMPLE_RATE; i++) {
      const t = i / SAMPLE_RATE;
      this.add(from + i, Math.sin(2 * Math.PI * 1800 * t) * Math.exp(-t * 70) * gain);
    }
  }
}

/** The seconds one recipe lasts: whole bars filling about 24 s, plus a short tail for the last notes. */
export function recipeLayout(recipe: Recipe): { bars: number; barSeconds: number; seconds: number } {
  const barSeconds = (60 / recipe.bpm) * recipe.beatsPerBar;
  const bars = Math.max(1, Math.round(24 / barSeconds));
  return { bars, barSeconds, seconds: bars * barSeconds + 1.5 };
}

function chordNotes(recipe: Recipe, degree: number, octave: number): number[] {
  const { scale, root } = recipe;
  const notes: number[] = [];
  for (let i = 0; i < recipe.chordSize; i++) {
    const step = degree + i * 2;
    const interval = (scale[step % scale.length] ?? 0) + 12 * Math.floor(step / scale.length);
    notes.push(root + 12 * octave + interval);
  }
  return notes;
}

function scaleNote(recipe: Recipe, step: number, octave: number): number {
  const { scale } = recipe;
  const index = ((step % scale.length) + scale.length) % scale.length;
  return recipe.root + 12 * (octave + Math.floor(step / scale.length)) + (scale[index] ?? 0);
}

/** Renders a recipe to mono samples in -1…1. */
export function renderRecipe(recipe: Recipe): Float32Array {
  const random = seededRandom(recipe.seed);
  const { bars, barSeconds, seconds } = recipeLayout(recipe);
  const mixer = new Mixer(Math.round(seconds * SAMPLE_RATE));
  const steps = recipe.stepsPerBeat * recipe.beatsPerBar;
  const stepSeconds = barSeconds / steps;
  const stepTime = (bar: number, step: number) =>
    bar * barSeconds + step * stepSeconds + (step % 2 === 1 ? recipe.swing * stepSeconds : 0);
  const hit = (pattern: string | undefined, step: number) => pattern?.[step % pattern.length] ?? '.';

  let melodyStep = 0;
  for (let bar = 0; bar < bars; bar++) {
    const degree = recipe.progression[bar % recipe.progression.length] ?? 0;
    const chord = chordNotes(recipe, degree, recipe.chord.octave);
    const bassRoot = chordNotes(recipe, degree, recipe.bass.octave)[0] ?? recipe.root;
    // The song builds: drums enter after the first bars, the melody after the intro.
    const drumsOn = bar >= 1 || bars < 4;
    const melodyOn = bar >= 2 && bar < bars - 1;
    for (let step = 0; step < steps; step++) {
      const at = stepTime(bar, step);
      const chordHit = hit(recipe.chord.pattern, step);
      if (chordHit !== '.') {
        const length = chordLength(recipe.chord.pattern, step) * stepSeconds;
        const gain = (recipe.chord.gain * (chordHit === 'o' ? 0.5 : 1)) / chord.length;
        chord.forEach((note, index) =>
          // A strum: each string a few milliseconds after the last.
          mixer.note(recipe.chord.voice, note, at + index * 0.012, length, gain, random),
        );
      }
      const bassHit = hit(recipe.bass.pattern, step);
      if (bassHit !== '.') {
        const length = chordLength(recipe.bass.pattern, step) * stepSeconds;
        // A walking bass climbs the scale from the chord's root, a beat a note; the others keep to the root.
        const note = recipe.bass.walking
          ? scaleNote(recipe, degree + Math.floor(step / recipe.stepsPerBeat), recipe.bass.octave)
          : bassRoot + (bassHit === 'o' ? 12 : 0);
        mixer.note(recipe.bass.voice, note, at, length, recipe.bass.gain, random);
      }
      if (drumsOn) {
        const { gain } = recipe.drums;
        const kick = hit(recipe.drums.kick, step);
        if (kick !== '.') mixer.kick(at, gain * (kick === 'o' ? 0.5 : 1));
        const snare = hit(recipe.drums.snare, step);
        if (snare !== '.') mixer.snare(at, gain * (snare === 'o' ? 0.3 : 0.8), random);
        const hat = hit(recipe.drums.hat, step);
        if (hat !== '.') mixer.noise(at, 0.06, 60, gain * (hat === 'o' ? 0.12 : 0.25), true, random);
        const click = hit(recipe.drums.click, step);
        if (click !== '.') mixer.click(at, gain * 0.5);
      }
      if (melodyOn && step % recipe.melody.noteSteps === 0 && random() < recipe.melody.density) {
        // A random walk on the scale that leans back to the chord's root.
        const move = Math.floor(random() * 5) - 2;
        melodyStep = Math.max(-3, Math.min(9, melodyStep + move + (melodyStep > degree + 5 ? -1 : 0)));
        const note = scaleNote(recipe, melodyStep, recipe.melody.octave);
        const length = recipe.melody.noteSteps * stepSeconds * 0.9;
        mixer.note(recipe.melody.voice, note, at, length, recipe.melody.gain, random);
      }
    }
  }
  return master(mixer.samples, recipe);
}

/** How many steps a chord or bass hit lasts: until the next hit of its pattern. */
function chordLength(pattern: string, step: number): number {
  let length = 1;
  while (length < pattern.length && pattern[(step + length) % pattern.length] === '-') length++;
  return length;
}

/** Drive, tone, fades and a peak of 0.89: every track ends up about as loud as the others. */
function master(samples: Float32Array, recipe: Recipe): Float32Array {
  const out = new Float32Array(samples.length);
  const alpha = 1 - Math.exp((-2 * Math.PI * recipe.brightness) / SAMPLE_RATE);
  let low = 0;
  let peak = 1e-9;
  for (let i = 0; i < samples.length; i++) {
    const driven = recipe.drive > 1 ? Math.tanh((samples[i] ?? 0) * recipe.drive) : (samples[i] ?? 0);
    low += alpha * (driven - low);
    out[i] = low;
    peak = Math.max(peak, Math.abs(low));
  }
  const fade = Math.round(0.02 * SAMPLE_RATE);
  const fadeOut = Math.round(1.2 * SAMPLE_RATE);
  for (let i = 0; i < out.length; i++) {
    let gain = 0.89 / peak;
    if (i < fade) gain *= i / fade;
    if (i > out.length - fadeOut) gain *= (out.length - i) / fadeOut;
    out[i] = (out[i] ?? 0) * gain;
  }
  return out;
}

/** Mono 16-bit PCM WAV: a 44-byte RIFF header, then the samples little-endian. */
export function encodeWav(samples: Float32Array, sampleRate = SAMPLE_RATE): Buffer {
  const data = samples.length * 2;
  const wav = Buffer.alloc(44 + data);
  wav.write('RIFF', 0, 'ascii');
  wav.writeUInt32LE(36 + data, 4);
  wav.write('WAVE', 8, 'ascii');
  wav.write('fmt ', 12, 'ascii');
  wav.writeUInt32LE(16, 16);
  wav.writeUInt16LE(1, 20); // PCM
  wav.writeUInt16LE(1, 22); // mono
  wav.writeUInt32LE(sampleRate, 24);
  wav.writeUInt32LE(sampleRate * 2, 28); // bytes per second
  wav.writeUInt16LE(2, 32); // block align
  wav.writeUInt16LE(16, 34); // bits per sample
  wav.write('data', 36, 'ascii');
  wav.writeUInt32LE(data, 40);
  for (let i = 0; i < samples.length; i++) {
    const value = Math.max(-1, Math.min(1, samples[i] ?? 0));
    wav.writeInt16LE(Math.round(value * 32_767), 44 + i * 2);
  }
  return wav;
}
