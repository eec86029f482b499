import { describe, expect, it } from 'vitest';
import { createObject, type DesignObject } from './registry';
import { layerNameOf } from './layer-name';

const at = { id: 'a', left: 0, top: 0 };

describe('layerNameOf', () => {
  it('prefers the name the user gave, then the words, on one line', () => {
    const text = createObject('pz-text', { ...at, text: 'Sale\n  70 % off' }) as DesignObject;
    expect(layerNameOf(text)).toEqual({ kind: 'text', text: 'Sale 70 % off' });
    expect(layerNameOf({ ...text, name: ' Hero ' })).toEqual({ kind: 'named', text: 'Hero' });
    expect(layerNameOf({ ...text, name: '  ' })).toEqual({ kind: 'text', text: 'Sale 70 % off' });
    const long = layerNameOf({ ...text, text: 'x'.repeat(500) } as DesignObject);
    expect(long.kind === 'text' && long.text.length).toBe(60);
  });

  it('names pictures by what they show when the address says it', () => {
    const heart = createObject('pz-vector', { ...at, src: '/icons/mdi/heart-outline.svg' }) as DesignObject;
    expect(layerNameOf(heart)).toEqual({ kind: 'icon', subject: 'heart outline' });
    const emoji = createObject('pz-vector', {
      ...at,
      src: '/icons/fluent-emoji-flat/red-heart.svg',
      vector_type: 'emoji',
    }) as DesignObject;
    expect(layerNameOf(emoji)).toEqual({ kind: 'emoji', subject: 'red heart' });
    const photo = createObject('pz-image', { ...at, src: '/photos/sandy_beach.jpg' }) as DesignObject;
    expect(layerNameOf(photo)).toEqual({ kind: 'photo', subject: 'sandy beach' });
    const art = createObject('pz-illustration', { ...at, src: '/illustrations/wave.svg' }) as DesignObject;
    expect(layerNameOf(art)).toEqual({ kind: 'illustration', subject: 'wave' });
  });

  it('falls back to the type for uploads, hashes and broken addresses', () => {
    const upload = createObject('pz-image', { ...at, src: '/uploads/3f9a0c.png' }) as DesignObject;
    expect(layerNameOf(upload)).toEqual({ kind: 'type', type: 'pz-image' });
    const hashed = createObject('pz-vector', { ...at, src: '/icons/twemoji/1f60d.svg' }) as DesignObject;
    expect(layerNameOf(hashed)).toEqual({ kind: 'type', type: 'pz-vector' });
    // A stored address that does not decode (restore keeps addresses as they are).
    const broken = { ...upload, src: '/photos/%E0%A4%A.jpg' } as DesignObject;
    expect(layerNameOf(broken)).toEqual({ kind: 'type', type: 'pz-image' });
    const poll = createObject('pz-poll', at) as DesignObject;
    expect(layerNameOf(poll)).toEqual({ kind: 'type', type: 'pz-poll' });
  });
});
