import { beforeEach, describe, expect, it, vi } from 'vitest';
import i18next from 'i18next';
import type { ClipboardOutcome, Engine } from '@lienzo/editor';

const calls = vi.hoisted(() => ({ notify: [] as string[], notifyError: [] as string[] }));
vi.mock('../notify/notify', () => ({
  notify: (message: string) => calls.notify.push(message),
  notifyError: (message: string) => calls.notifyError.push(message),
}));
const uploads = vi.hoisted(() => ({
  result: null as { secure_url: string } | null,
  errorKey: null as string | null,
}));
vi.mock('../drawers/images/uploadsStore', () => ({
  uploadImage: () => Promise.resolve(uploads.result),
  useUploadsStore: { getState: () => ({ errorKey: uploads.errorKey }) },
}));

const { announceClipboard, uploadPastedImage } = await import('./clipboardBridge');
// No resources: a message shows as its key.
await i18next.init({ lng: 'en', resources: {} });

function fakeEngine() {
  let listener: ((outcome: ClipboardOutcome) => void) | null = null;
  const engine = {
    on: (_name: string, handler: (outcome: ClipboardOutcome) => void) => {
      listener = handler;
      return () => (listener = null);
    },
  } as unknown as Engine;
  return { engine, emit: (outcome: ClipboardOutcome) => listener?.(outcome) };
}

beforeEach(() => {
  calls.notify.length = 0;
  calls.notifyError.length = 0;
});

describe('clipboard messages', () => {
  it('shows every refusal as an error, and says when a paste left parts out or a copy stayed in the tab', () => {
    const { engine, emit } = fakeEngine();
    const stop = announceClipboard(engine);
    emit({ action: 'paste', refused: 'clipboard.refused.markup' });
    emit({ action: 'paste', ids: ['a'], warnings: ['objects.1: dropped'] });
    emit({ action: 'copy', ids: ['a'], system: false });
    emit({ action: 'paste', ids: ['b'], warnings: [] });
    emit({ action: 'copy', ids: ['a'], system: true });
    expect(calls.notifyError).toEqual(['clipboard.refused.markup']);
    expect(calls.notify).toEqual(['clipboard.pasted_with_repairs', 'clipboard.copied_here_only']);
    stop();
    emit({ action: 'paste', refused: 'x' });
    expect(calls.notifyError).toHaveLength(1);
  });
});

describe('uploadPastedImage', () => {
  const file = new File([new Uint8Array([1])], 'pasted.png', { type: 'image/png' });

  it('gives the stored picture’s path', async () => {
    uploads.result = { secure_url: '/uploads/abc.png' };
    await expect(uploadPastedImage(file)).resolves.toBe('/uploads/abc.png');
  });

  it('rejects with the upload’s own message key, or the generic upload failure', async () => {
    uploads.result = null;
    uploads.errorKey = 'uploads.errors.too_big';
    await expect(uploadPastedImage(file)).rejects.toThrow('uploads.errors.too_big');
    uploads.errorKey = null;
    await expect(uploadPastedImage(file)).rejects.toThrow('api_errors.API_ERROR_UPLOAD_FAIL');
  });
});
