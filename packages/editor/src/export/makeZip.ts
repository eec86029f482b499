import { zipSync, type Zippable } from 'fflate';
import { dataUrlBytes } from './dataUrlBytes';
import { eachPage, type PagesJob } from './pageJob';

/**
 * A ZIP of one picture per page (a carousel's PNGs or JPEGs), named `{name}-01.png` and on in page order.
 * The pictures are stored as they are: PNG and JPEG are compressed already.
 */
export async function makePagesZip(
  job: PagesJob<string> & { name: string; extension: 'png' | 'jpg' },
): Promise<Blob> {
  const files: Zippable = {};
  const digits = Math.max(2, String(job.pageCount).length);
  await eachPage(job, (picture, index) => {
    files[`${job.name}-${String(index + 1).padStart(digits, '0')}.${job.extension}`] = [
      dataUrlBytes(picture),
      { level: 0 },
    ];
  });
  job.signal?.throwIfAborted();
  return new Blob([zipSync(files)], { type: 'application/zip' });
}
