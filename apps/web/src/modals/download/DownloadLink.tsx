import type { DownloadFormat, DownloadResolution } from '@lienzo/core';
import { track } from '../../analytics/analytics';

/** One option of the download modal that is a file the server names: a link, counted when followed. */
export function DownloadLink({
  href,
  format,
  resolution,
  children,
}: {
  href: string;
  format: DownloadFormat;
  resolution: DownloadResolution;
  children: string;
}) {
  return (
    <a
      className="button button--outline download-modal__option"
      href={href}
      download
      onClick={() => track('design_downloaded', { format, resolution })}
    >
      {children}
    </a>
  );
}
