import { useTranslation } from 'react-i18next';
import { downloadPath, type DownloadFormat, type DownloadResolution } from '@lienzo/core';
import { siteUrl } from '../../site/siteUrl';
import { useAppStore } from '../../state/appStore';
import { ModalFrame } from '../ModalFrame';
import { DownloadLink } from './DownloadLink';
import { useMp4Status } from './mp4Status';
import { PagesDownloads } from './PagesDownloads';
import { VideoDownloads } from './VideoDownloads';
import './DownloadModal.css';

const PICTURES = [
  { format: 'png', resolution: 'web', label: 'download.png_web' },
  { format: 'png', resolution: 'print', label: 'download.png_print' },
  { format: 'jpg', resolution: 'web', label: 'download.jpg_web' },
  { format: 'jpg', resolution: 'print', label: 'download.jpg_print' },
] as const;

/**
 * SPEC §2 download modal: every option is a plain link to GET /download/{hash}, whose Content-Disposition
 * names the file. A video design adds its WebM and, once the server has made it, its MP4.
 */
export function DownloadModal() {
  const { t } = useTranslation();
  const hash = useAppStore((state) => state.design?.hash ?? null);
  const title = useAppStore((state) => state.design?.title ?? '');
  // Video mode is on for a saved, untouched design only when its last save was a video (SPEC §4).
  const video = useAppStore((state) => state.animation);
  const link = (format: DownloadFormat, resolution: DownloadResolution) =>
    hash ? siteUrl(downloadPath(hash, format, resolution)) : '';
  const mp4Url = hash && video ? link('mp4', 'web') : null;
  const { status: mp4, progress: mp4Progress } = useMp4Status(mp4Url);
  if (!hash) return null;

  return (
    <ModalFrame
      title={t('download.title')}
      description={t('download.description')}
      className="download-modal"
    >
      <section className="modal-section" aria-labelledby="download-pictures">
        <h3 id="download-pictures" className="modal-section__heading">
          {t('download.picture')}
        </h3>
        <div className="download-modal__options">
          {PICTURES.map(({ format, resolution, label }) => (
            <DownloadLink key={label} href={link(format, resolution)} format={format} resolution={resolution}>
              {t(label)}
            </DownloadLink>
          ))}
        </div>
      </section>
      <PagesDownloads title={title} />
      {mp4Url && (
        <section className="modal-section" aria-labelledby="download-videos">
          <h3 id="download-videos" className="modal-section__heading">
            {t('download.video')}
          </h3>
          <div className="download-modal__options">
            <DownloadLink href={link('webm', 'web')} format="webm" resolution="web">
              {t('download.webm')}
            </DownloadLink>
            <VideoDownloads
              title={title}
              serverMp4={mp4 === 'ready' ? mp4Url : null}
              serverBusy={mp4}
              serverProgress={mp4Progress}
            />
          </div>
        </section>
      )}
    </ModalFrame>
  );
}
