import { expect, it } from 'vitest';
import { saveTestDesign } from '../test/fixtures';
import { describeEachEngine, useTestServer } from '../test/harness';
import { Mp4Jobs, type ClaimedJob } from './mp4-jobs';

describeEachEngine('MP4 jobs take turns between people', (engine) => {
  const server = useTestServer(engine);

  it("takes another person's one job before the rest of someone's backlog", async () => {
    const { db, storage, app } = server();
    // Not started: the test claims and finishes the jobs itself, as a worker would, one at a time.
    const jobs = new Mp4Jobs({ db, storage, log: app.log, ffmpeg: 'ffmpeg', pollMs: 0 });
    // Stopped: queueing does not wake it, so only the calls below take jobs.
    await jobs.stop();
    const ana = server().client();
    await ana.signUp();
    const anaDesign = await saveTestDesign(ana);
    const bea = server().client();
    await bea.signUp();
    const beaDesign = await saveTestDesign(bea);

    for (let index = 1; index <= 5; index++) await jobs.queue(anaDesign.id, `videos/ana-${index}.webm`);
    const taken: string[] = [];
    // The worker takes a job and, with no WebM stored under that key, finishes it at once (the job is dropped).
    const takeAndFinish = async (): Promise<ClaimedJob | null> => {
      const job = await jobs.claim();
      if (job) taken.push(job.video_key);
      return job;
    };

    const first = await takeAndFinish();
    // Bea queues while Ana's first is being made, and again while her own is.
    await jobs.queue(beaDesign.id, 'videos/bea-1.webm');
    await jobs.run(first!);
    const second = await takeAndFinish();
    await jobs.queue(beaDesign.id, 'videos/bea-2.webm');
    await jobs.run(second!);
    for (let job = await takeAndFinish(); job; job = await takeAndFinish()) await jobs.run(job);

    expect(taken).toEqual([
      'videos/ana-1.webm',
      'videos/bea-1.webm',
      'videos/ana-2.webm',
      'videos/bea-2.webm',
      'videos/ana-3.webm',
      'videos/ana-4.webm',
      'videos/ana-5.webm',
    ]);
    expect(await server().count('video_jobs')).toBe(0);
  });
});
