import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TimelineAudio, UploadedAudio } from '@lienzo/core';
import { ApiError } from '../../api/ApiError';
import { api } from '../../api/client';
import { Icon } from '../../icons/Icon';
import { useAppStore } from '../../state/appStore';
import { checkAudioFile } from './checkAudioFile';
// The upload button and its status look like the pictures' ones.
import '../images/Images.css';

type Load = { state: 'loading' } | { state: 'failed' } | { state: 'ready'; items: UploadedAudio[] };

/** m:ss of a track's length. */
function clock(seconds: number): string {
  const whole = Math.round(seconds);
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}

function failureKey(error: unknown): string {
  // The server's code says what went wrong; a lost connection is an upload failure (SPEC §8).
  if (error instanceof ApiError && error.code !== 'API_ERROR_UNKNOWN') return `api_errors.${error.code}`;
  return 'api_errors.API_ERROR_UPLOAD_FAIL';
}

/**
 * "My audio" in the audio drawer: the signed-in user's mp3 files (GET /api/editor/uploads?type=audio), an
 * upload button (checked here first, then by the server), and per file Use (the design's track) and Delete.
 */
export function MyAudio({
  selectedSrc,
  onUse,
  onDeleted,
}: {
  selectedSrc: string | null;
  onUse: (audio: TimelineAudio) => void;
  /** A deleted file that was the design's track stops being it. */
  onDeleted: (src: string) => void;
}) {
  const { t } = useTranslation();
  const signedIn = useAppStore((state) => state.user !== null);
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  const [busy, setBusy] = useState(false);
  const [errorKey, setErrorKey] = useState<string | null>(null);

  /** Grows after an upload or a delete, so the list loads again. */
  const [version, setVersion] = useState(0);

  useEffect(() => {
    if (!signedIn) return;
    let live = true;
    api
      .audioUploads(1)
      .then(({ items }) => live && setLoad({ state: 'ready', items }))
      .catch(() => live && setLoad({ state: 'failed' }));
    return () => {
      live = false;
    };
  }, [signedIn, version]);

  if (!signedIn)
    return (
      <section className="my-audio" aria-label={t('audio.mine.heading')}>
        <h3 className="my-audio__heading">{t('audio.mine.heading')}</h3>
        <p className="audio-drawer__status">{t('audio.mine.signed_out')}</p>
      </section>
    );

  const upload = async (file: File) => {
    const problem = checkAudioFile(file);
    if (problem) {
      setErrorKey(problem);
      return;
    }
    setBusy(true);
    setErrorKey(null);
    try {
      await api.uploadAudio(file);
      setVersion((count) => count + 1);
    } catch (error) {
      setErrorKey(failureKey(error));
    } finally {
      setBusy(false);
    }
  };

  const remove = async (item: UploadedAudio) => {
    setErrorKey(null);
    try {
      await api.deleteUpload(item.id);
      onDeleted(item.url);
      setVersion((count) => count + 1);
    } catch (error) {
      setErrorKey(failureKey(error));
    }
  };

  const items = load.state === 'ready' ? load.items : [];
  return (
    <section className="my-audio" aria-label={t('audio.mine.heading')}>
      <h3 className="my-audio__heading">{t('audio.mine.heading')}</h3>
      <label className={`upload-button ${busy ? 'upload-button--busy' : ''}`}>
        <input
          type="file"
          className="visually-hidden"
          accept=".mp3,audio/mpeg"
          disabled={busy}
          onChange={(event) => {
            const input = event.currentTarget;
            const file = input.files?.[0];
            // Picking the same file again must fire a change too.
            input.value = '';
            if (file) void upload(file);
          }}
        />
        {t('audio.mine.upload')}
      </label>
      {busy && (
        <div className="upload-status" role="status">
          <progress className="upload-status__bar" aria-label={t('audio.mine.uploading')} />
          <span>{t('audio.mine.uploading')}</span>
        </div>
      )}
      {errorKey && !busy && (
        <p className="upload-status__error" role="alert">
          {t(errorKey)}
        </p>
      )}
      {load.state === 'failed' && <p className="audio-drawer__status">{t('audio.mine.failed')}</p>}
      {load.state === 'ready' && items.length === 0 && (
        <p className="audio-drawer__status">{t('audio.mine.empty')}</p>
      )}
      <ul className="audio-drawer__list" aria-label={t('audio.mine.list')}>
        {items.map((item) => {
          const name = item.name ?? t('audio.mine.untitled');
          const isSelected = selectedSrc === item.url;
          return (
            <li
              key={item.id}
              className={`audio-track ${isSelected ? 'audio-track--selected' : ''}`}
              aria-current={isSelected ? 'true' : undefined}
            >
              <span className="audio-track__text">
                <span className="audio-track__name">{name}</span>
                <span className="audio-track__category">{clock(item.duration)}</span>
              </span>
              {isSelected && <span className="audio-track__badge">{t('audio.selected')}</span>}
              <button
                type="button"
                className="audio-track__select"
                aria-pressed={isSelected}
                aria-label={t('audio.select', { name })}
                onClick={() => onUse({ name, src: item.url })}
              >
                {t('audio.use')}
              </button>
              <button
                type="button"
                className="my-audio__delete"
                aria-label={t('audio.mine.delete', { name })}
                onClick={() => void remove(item)}
              >
                <Icon name="close" size={16} />
              </button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
