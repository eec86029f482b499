import { encodeWebm, webmCodecFor, type WebmJob } from './encodeWebm';
import { recordWebm } from './recordWebm';

/** A WebM of the job: encoded frame by frame by WebCodecs, or recorded in real time where it is missing. */
export async function exportWebm(job: WebmJob): Promise<Blob> {
  const codec = await webmCodecFor(job.canvas.width, job.canvas.height);
  return codec ? encodeWebm(job) : recordWebm(job);
}
