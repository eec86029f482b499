/** A file made of a design's pages, page after page: stopped by `signal`, its share done told to `onProgress`. */
export interface PagesJob<Page> {
  pageCount: number;
  /** Draws page `index` (0 first) and gives what the file keeps of it. */
  drawPage: (index: number) => Promise<Page>;
  signal?: AbortSignal;
  onProgress?: (done: number) => void;
}

/** Runs `keep` on each page of the job in order; rejects, keeping nothing, once `signal` aborts. */
export async function eachPage<Page>(
  job: PagesJob<Page>,
  keep: (page: Page, index: number) => Promise<void> | void,
): Promise<void> {
  for (let index = 0; index < job.pageCount; index++) {
    job.signal?.throwIfAborted();
    const page = await job.drawPage(index);
    job.signal?.throwIfAborted();
    await keep(page, index);
    job.onProgress?.((index + 1) / job.pageCount);
  }
}
