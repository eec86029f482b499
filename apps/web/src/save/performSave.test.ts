import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  createDocument,
  getLayout,
  type DesignDocument,
  type SavedDesign,
  type SavedPageImage,
  type SavedVideo,
  type SavePayload,
  type User,
  type ClientErrorReport,
} from '@lienzo/core';
import { ApiError } from '../api/ApiError';
import { queueDraftWork } from '../drafts/draftQueue';
import { useAppStore, type SavingStep } from '../state/appStore';
import { performSave, type SaveCalls, type SaveEngine } from './performSave';

const PNG = 'data:image/png;base64,iVBORw0KGgo=';
const WEBM = new Blob([new Uint8Array([0x1a, 0x45, 0xdf, 0xa3])], { type: 'video/webm' });
const user = { id: 7, name: 'Ana' } as User;
const FRAMES = 'f0'.repeat(32);

/**
 * The engine's side of a save as plain data (the real engine needs a browser canvas; e2e/video-save.spec.ts
 * saves through it). It records what was asked of it, and reports recording progress like exportVideo.
 */
class RecordingEngine implements SaveEngine {
  revision = 4;
  readonly marked: number[] = [];
  recordings = 0;
  constructor(
    private readonly video: () => Promise<Blob> = async () => WEBM,
    private readonly document: DesignDocument = createDocument(getLayout('instagram.story')),
  ) {}
  async whenIdle(): Promise<void> {}
  toDocument(): DesignDocument {
    return this.document;
  }
  async exportFirstPage(): Promise<string> {
    return PNG;
  }
  readonly exported: string[] = [];
  async exportPage(id: string): Promise<string> {
    this.exported.push(id);
    return `${PNG}#${id}`;
  }
  async exportVideo({ onProgress }: { onProgress?: (done: number) => void }): Promise<Blob> {
    this.recordings += 1;
    for (const done of [0.25, 0.5, 1]) onProgress?.(done);
    return this.video();
  }
  markSaved(revision?: number): void {
    this.marked.push(revision ?? this.revision);
  }
  async videoFramesKey(): Promise<string> {
    return FRAMES;
  }
}

/** The server's side: answers like POST /api/save and /api/editor/saveVideo, in the order called. */
class Server implements SaveCalls {
  readonly calls: Array<
    | { call: 'save'; payload: SavePayload }
    | { call: 'saveVideo'; designId: number; video: Blob; frames?: string }
    | { call: 'savePageImage'; designId: number; position: number; image: string }
  > = [];
  /** Fails the picture of this page position, as the server would refuse it. */
  pageFailure: { position: number; error: Error } | null = null;
  readonly reports: ClientErrorReport[] = [];
  constructor(
    private readonly videoFailure: Error | null = null,
    /** The frames key of the video the saved design already has, if any. */
    private readonly storedFrames: string | null = null,
  ) {}
  async reportError(report: ClientErrorReport): Promise<void> {
    this.reports.push(report);
  }
  async save(payload: SavePayload): Promise<SavedDesign> {
    this.calls.push({ call: 'save', payload });
    return {
      id: 31,
      hash: 'abcdefghij',
      image: '/designs/x.png',
      user_id: 7,
      post_type: payload.post_type ?? 'IMAGE',
      video: this.storedFrames ? { video_url: '/videos/old.webm', frames: this.storedFrames } : null,
    };
  }
  async savePageImage(
    designId: number,
    position: number,
    image: string,
    options: { onUploadProgress?: (done: number) => void } = {},
  ): Promise<SavedPageImage> {
    this.calls.push({ call: 'savePageImage', designId, position, image });
    if (this.pageFailure?.position === position) throw this.pageFailure.error;
    options.onUploadProgress?.(1);
    return { position, image: `/designs/abcdefghij/pages/${position}.png` };
  }
  async saveVideo(video: Blob, designId: number, options: { frames?: string } = {}): Promise<SavedVideo> {
    this.calls.push({ call: 'saveVideo', designId, video, frames: options.frames });
    if (this.videoFailure) throw this.videoFailure;
    return {
      design_id: designId,
      hash: 'abcdefghij',
      video_url: '/videos/a.webm',
      post_type: 'video',
      bytes: video.size,
    };
  }
}

const unsubscribes: Array<() => void> = [];
afterEach(() => {
  for (const unsubscribe of unsubscribes.splice(0)) unsubscribe();
});

/** Every saving step and recording fraction the app state went through, in order. */
function watchSteps() {
  const steps: SavingStep[] = [useAppStore.getState().saving_step];
  const progress: number[] = [];
  unsubscribes.push(
    useAppStore.subscribe((state, previous) => {
      if (state.saving_step !== previous.saving_step) steps.push(state.saving_step);
      if (state.saving_progress !== previous.saving_progress && state.saving_step === 2)
        progress.push(state.saving_progress);
    }),
  );
  return { steps, progress };
}

beforeEach(() => {
  useAppStore.setState({
    user,
    design: null,
    saved: false,
    touched: true,
    animation: false,
    saving_step: 0,
    saving_error: false,
    saving_progress: 0,
  });
});

const details = { title: 'Sale', boardId: null };

describe('performSave (SPEC §4 saving steps)', () => {
  it('saves an image in one step: post_type IMAGE, no recording, no video upload', async () => {
    const engine = new RecordingEngine();
    const server = new Server();
    const { steps } = watchSteps();
    useAppStore.getState().savingStarted();
    expect(await performSave(engine, server, details)).toBe(true);
    expect(steps).toEqual([0, 1, 'done']);
    expect(server.calls.map((call) => call.call)).toEqual(['save']);
    expect(server.calls[0]).toMatchObject({ payload: { post_type: 'IMAGE', image: PNG } });
    expect(server.reports).toEqual([]);
    expect(engine.recordings).toBe(0);
    expect(engine.marked).toEqual([4]);
  });

  it('says done only once the draft deletion that marking it saved queued has finished', async () => {
    const engine = new RecordingEngine();
    let finishDeletion = () => {};
    // What autosave does when the design turns clean: it queues the deletion of its draft.
    engine.markSaved = (revision) => {
      engine.marked.push(revision ?? engine.revision);
      queueDraftWork(() => new Promise<void>((resolve) => (finishDeletion = resolve)));
    };
    const { steps } = watchSteps();
    useAppStore.getState().savingStarted();
    const saving = performSave(engine, new Server(), details);
    await vi.waitFor(() => expect(engine.marked).toEqual([4]));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(steps).toEqual([0, 1]);
    finishDeletion();
    expect(await saving).toBe(true);
    expect(steps).toEqual([0, 1, 'done']);
  });

  it('in video mode saves the image first, then records (progress shown) and uploads the video with the design id', async () => {
    useAppStore.setState({ animation: true });
    const engine = new RecordingEngine();
    const server = new Server();
    const { steps, progress } = watchSteps();
    useAppStore.getState().savingStarted();
    expect(await performSave(engine, server, details)).toBe(true);
    expect(steps).toEqual([0, 1, 2, 3, 'done']);
    expect(progress).toEqual([0, 0.25, 0.5, 1]);
    expect(server.calls).toEqual([
      { call: 'save', payload: expect.objectContaining({ post_type: 'video', id: null }) },
      { call: 'saveVideo', designId: 31, video: WEBM, frames: FRAMES },
    ]);
    expect(useAppStore.getState()).toMatchObject({ design: { id: 31 }, saved: true, saving_error: false });
    expect(engine.marked).toEqual([4]);
  });

  it('keeps the stored video when its frames key is this design’s: no recording, no upload (issue 22)', async () => {
    useAppStore.setState({ animation: true });
    const engine = new RecordingEngine();
    const server = new Server(null, FRAMES);
    const { steps } = watchSteps();
    useAppStore.getState().savingStarted();
    expect(await performSave(engine, server, details)).toBe(true);
    expect(steps).toEqual([0, 1, 'done']);
    expect(engine.recordings).toBe(0);
    expect(server.calls.map(({ call }) => call)).toEqual(['save']);
  });

  it('records again when the stored video was made of other frames', async () => {
    useAppStore.setState({ animation: true });
    const engine = new RecordingEngine();
    const server = new Server(null, 'e1'.repeat(32));
    useAppStore.getState().savingStarted();
    expect(await performSave(engine, server, details)).toBe(true);
    expect(engine.recordings).toBe(1);
    expect(server.calls.at(-1)).toMatchObject({ call: 'saveVideo', frames: FRAMES });
  });

  it('a recording that fails shows the save failure and keeps the saved image design, still to save', async () => {
    useAppStore.setState({ animation: true });
    const engine = new RecordingEngine(async () => {
      throw new Error('The track could not be decoded');
    });
    const server = new Server();
    const { steps } = watchSteps();
    useAppStore.getState().savingStarted();
    expect(await performSave(engine, server, details)).toBe(false);
    expect(steps).toEqual([0, 1, 2, 0]);
    expect(server.calls.map((call) => call.call)).toEqual(['save']);
    // The next save edits the design the image went to, and is not "no new changes".
    expect(useAppStore.getState()).toMatchObject({ saving_error: true, design: { id: 31 } });
    expect(engine.marked).toEqual([]);
  });

  it('an upload the server refuses shows the save failure too', async () => {
    useAppStore.setState({ animation: true });
    const engine = new RecordingEngine();
    const server = new Server(new ApiError('API_ERROR_PAYLOAD_TOO_LARGE', undefined, 413));
    const { steps } = watchSteps();
    useAppStore.getState().savingStarted();
    expect(await performSave(engine, server, details)).toBe(false);
    expect(steps).toEqual([0, 1, 2, 3, 0]);
    expect(useAppStore.getState().saving_error).toBe(true);
    expect(engine.marked).toEqual([]);
    expect(server.reports).toEqual([
      expect.objectContaining({
        kind: 'save_failed',
        code: 'API_ERROR_PAYLOAD_TOO_LARGE',
        step: 3,
        post_type: 'video',
        layout: 'instagram.story',
      }),
    ]);
  });

  it('sends a carousel’s other pages after the save, in order, with the saved id (issue 23)', async () => {
    const layout = getLayout('instagram.story');
    const document = createDocument(layout);
    const first = document.pages[0]!;
    const carousel = { ...document, pages: [first, { ...first, id: 'p2' }, { ...first, id: 'p3' }] };
    const engine = new RecordingEngine(undefined, carousel);
    const server = new Server();
    const { steps } = watchSteps();
    useAppStore.getState().savingStarted();
    expect(await performSave(engine, server, details)).toBe(true);
    expect(steps).toEqual([0, 1, 4, 'done']);
    expect(server.calls).toEqual([
      expect.objectContaining({ call: 'save', payload: expect.objectContaining({ image: PNG }) }),
      { call: 'savePageImage', designId: 31, position: 2, image: `${PNG}#p2` },
      { call: 'savePageImage', designId: 31, position: 3, image: `${PNG}#p3` },
    ]);
    expect(engine.exported).toEqual(['p2', 'p3']);
    expect(engine.marked).toEqual([4]);
  });

  it('sends nothing more for a one-page design: the save alone (SPEC §7)', async () => {
    const engine = new RecordingEngine();
    const server = new Server();
    useAppStore.getState().savingStarted();
    expect(await performSave(engine, server, details)).toBe(true);
    expect(server.calls.map((call) => call.call)).toEqual(['save']);
    expect(engine.exported).toEqual([]);
  });

  it('a page picture the server refuses shows the save failure, the design still to save', async () => {
    const document = createDocument(getLayout('instagram.story'));
    const first = document.pages[0]!;
    const engine = new RecordingEngine(undefined, { ...document, pages: [first, { ...first, id: 'p2' }] });
    const server = new Server();
    server.pageFailure = { position: 2, error: new ApiError('API_ERROR_INVALID_IMAGE_FILE', undefined, 400) };
    const { steps } = watchSteps();
    useAppStore.getState().savingStarted();
    expect(await performSave(engine, server, details)).toBe(false);
    expect(steps).toEqual([0, 1, 4, 0]);
    expect(useAppStore.getState()).toMatchObject({ saving_error: true, design: { id: 31 } });
    expect(engine.marked).toEqual([]);
    expect(server.reports).toEqual([
      expect.objectContaining({ kind: 'save_failed', code: 'API_ERROR_INVALID_IMAGE_FILE', step: 4 }),
    ]);
  });

  it('an image save that fails never records', async () => {
    useAppStore.setState({ animation: true });
    const engine = new RecordingEngine();
    const server = new Server();
    server.save = async () => {
      throw new ApiError('API_ERROR_UNKNOWN', undefined, 500);
    };
    useAppStore.getState().savingStarted();
    expect(await performSave(engine, server, details)).toBe(false);
    expect(engine.recordings).toBe(0);
    expect(useAppStore.getState()).toMatchObject({ saving_error: true, design: null });
    expect(server.reports).toEqual([
      expect.objectContaining({ kind: 'save_failed', code: 'API_ERROR_UNKNOWN', step: 1 }),
    ]);
  });
});

describe('video mode in the app state (SPEC §4)', () => {
  const record = (post_type: 'IMAGE' | 'video') =>
    ({ id: 1, hash: 'abcdefghij', user_id: 7, board_id: null, title: 't', post_type }) as never;

  it('is on for a loaded video design, off for an image one, and off after a reset', () => {
    useAppStore.getState().designLoaded(record('video'));
    expect(useAppStore.getState().animation).toBe(true);
    useAppStore.getState().designLoaded(record('IMAGE'));
    expect(useAppStore.getState().animation).toBe(false);
    useAppStore.getState().setAnimation(true);
    useAppStore.getState().designCleared();
    expect(useAppStore.getState().animation).toBe(false);
  });

  it('is a change to save while it differs from the saved design’s, and saved by a save (issue 24)', async () => {
    const app = useAppStore.getState();
    app.designLoaded(record('IMAGE'));
    app.setAnimation(true);
    expect(useAppStore.getState().touched).toBe(true);
    app.setAnimation(false);
    expect(useAppStore.getState().touched).toBe(false);
    // Only the toggle changed: the engine stays untouched, and the save leaves the design untouched too.
    app.setAnimation(true);
    const engine = new RecordingEngine();
    app.savingStarted();
    expect(await performSave(engine, new Server(), details)).toBe(true);
    expect(useAppStore.getState()).toMatchObject({ touched: false, saved: true, savedAnimation: true });
    app.setAnimation(false);
    expect(useAppStore.getState().touched).toBe(true);
  });

  it('keeps the recording progress between 0 and 1, and starts each step from 0', () => {
    const app = useAppStore.getState();
    app.savingProgress(1.5);
    expect(useAppStore.getState().saving_progress).toBe(1);
    app.savingProgress(-1);
    expect(useAppStore.getState().saving_progress).toBe(0);
    app.savingProgress(0.5);
    app.savingStep(3);
    expect(useAppStore.getState()).toMatchObject({ saving_step: 3, saving_progress: 0 });
  });
});
