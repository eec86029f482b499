import { describe, expect, it } from 'vitest';
import type { DesignRecord } from '@lienzo/core';
import { subjectOfRecord } from './scheduleSubject';

const record = (changes: Partial<DesignRecord>): DesignRecord =>
  ({
    id: 7,
    hash: 'abcdefghij012345',
    title: 'Summer sale',
    post_type: 'IMAGE',
    width: 1080,
    height: 1350,
    editor: { timeline: { duration: 12, audio: null } },
    ...changes,
  }) as DesignRecord;

describe('the design a post publishes, from its stored record', () => {
  it('has the saved size, and a length only when it was saved as a video', () => {
    expect(subjectOfRecord(record({}))).toEqual({
      design_id: 7,
      hash: 'abcdefghij012345',
      title: 'Summer sale',
      post_type: 'IMAGE',
      width: 1080,
      height: 1350,
      duration: null,
      pages: 1,
    });
    expect(subjectOfRecord(record({ post_type: 'video' })).duration).toBe(12);
  });

  it('takes the default timeline length when the document has none, and none when it is broken', () => {
    expect(subjectOfRecord(record({ post_type: 'video', editor: {} })).duration).toBe(15);
    expect(
      subjectOfRecord(record({ post_type: 'video', editor: { timeline: { duration: 'long' } } })).duration,
    ).toBeNull();
    expect(subjectOfRecord(record({ post_type: 'video', editor: null })).duration).toBe(15);
  });

  it('adds up the lengths of the pages of a video of scenes (issue 23)', () => {
    const editor = { version: 2, pages: [{ duration: 4 }, { duration: 6.5 }, {}] };
    expect(subjectOfRecord(record({ post_type: 'video', editor })).duration).toBe(25.5);
    const broken = { version: 2, pages: [{ duration: 4 }, { duration: -1 }] };
    expect(subjectOfRecord(record({ post_type: 'video', editor: broken })).duration).toBeNull();
  });
});
