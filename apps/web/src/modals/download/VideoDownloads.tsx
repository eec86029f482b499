import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { unicodeSlug } from '@lienzo/core';
import type { VideoResolution } from '@lienzo/editor';
import { track } from '../../analytics/analytics';
import { currentEngine } from '../../engine/engineRegistry';
import type { Mp4Status } from './mp4Status';
import { DownloadLink } from './DownloadLink';
import { GifDownload } from './GifDownload';
import { MadeBar } from './MadeBar';
import { useBrowserMp4 } from './useBrowserMp4';
import { ReasonButton } from '../../components/reason/ReasonButton';

/** The design's own size, then Instagram's (1080 wide: 1080 × 1920 for a story), issue 22. */
const RESOLUTIONS: readonly VideoResolution[] = ['layout', 'instagram'];

/**
 * The MP4 options of the download modal: one per resolution, made by this browser where it encodes MP4
 * (with a bar of the frames done while it is made). Where it cannot, the server's copy (made by ffmpeg from
 * the saved recording, at the design's size) stands in, as a link once it is ready.
 */
export function VideoDownloads({
  title,
  serverMp4,
  serverBusy,
  serverProgress,
}: {
  /** The design's title: files are named as the server names its downloads, `{title}-{w}x{h}.mp4`. */
  title: string;
  serverMp4: string | null;
  serverBusy: Mp4Status;
  /** How far the server's ffmpeg is with it (0–1), when it says. */
  serverProgress: number | null;
}) {
  const { t } = useTranslation();
  const fileName = useCallback(
    (size: string, extension: string) => `${unicodeSlug(title)}-${size}.${extension}`,
    [title],
  );
  const { supported, state, make } = useBrowserMp4(RESOLUTIONS, fileName);
  const engine = currentEngine();
  if (!engine) return null;

  return (
    <>
      {RESOLUTIONS.map((resolution) => {
        const label = t(`download.mp4_${resolution}`, engine.videoSize(resolution));
        if (supported?.[resolution] === false) {
          if (resolution !== 'layout') return null;
          return serverMp4 ? (
            <DownloadLink key={resolution} href={serverMp4} format="mp4" resolution="web">
              {label}
            </DownloadLink>
          ) : (
            <button
              key={resolution}
              type="button"
              className="button button--outline download-modal__option"
              disabled
              aria-busy={serverBusy === 'checking' || serverBusy === 'preparing'}
              aria-describedby="download-mp4-note"
            >
              {label}
            </button>
          );
        }
        const making = state.status === 'making' && state.what === resolution;
        return (
          <div key={resolution} className="download-modal__made">
            <ReasonButton
              className="button button--outline download-modal__option"
              reason={supported === null || state.status === 'making' ? t('reasons.wait') : null}
              aria-busy={supported === null || making}
              onClick={() => {
                track('design_downloaded', { format: 'mp4', resolution: 'web' });
                void make(resolution);
              }}
            >
              {label}
            </ReasonButton>
            {making && <MadeBar label={t('download.mp4_making')} done={state.done} />}
          </div>
        );
      })}
      {supported?.layout === false && serverBusy === 'preparing' && serverProgress !== null && (
        <MadeBar label={t('download.mp4_making')} done={serverProgress} />
      )}
      {supported?.layout === false && (
        <p id="download-mp4-note" className="download-modal__note" role="status">
          {serverBusy === 'preparing' && t('download.mp4_preparing')}
          {serverBusy === 'unavailable' && t('download.mp4_unavailable')}
        </p>
      )}
      {state.status === 'failed' && (
        <p className="download-modal__note" role="alert">
          {t('download.mp4_failed')}
        </p>
      )}
      <GifDownload fileName={fileName} />
    </>
  );
}
