// Issue 22: the product as users meet it. The built server (fresh DATA_DIR, loopback, seeded) serves the built
// app; Chromium opens it in fresh contexts as a user would, beside Polotno 4.4's full UI, the two taking turns
// within each run (their order swapped every run) so they share the machine's state. Answers every run's figures
// and, for each Lienzo figure over its budget, the top self-time functions of one more profiled run.
import { chromium } from 'playwright';
import { percentile, signedInClient, startServer } from '../lib.mjs';
import { LAYOUTS, TRACK, designDocument, mixedObjects, saveDesign } from './app-designs.mjs';
import { lienzoOpenAndEdit, lienzoSave, lienzoVisits } from './app-lienzo.mjs';
import { polotnoExport, polotnoOpenAndEdit, polotnoVisits, servePolotno, toPolotno } from './app-polotno.mjs';
import { overBudget } from './app-table.mjs';

const BIG = { title: 'Bench 500 objects', count: 500 };

/** The session cookies of a signed-in bench client, for a browser context. */
function cookiesOf(client) {
  return new Map(
    client
      .headers()
      .cookie.split('; ')
      .map((pair) => [pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1)]),
  );
}

/** The figures of one drag: frame intervals' median and p95, pointerup → next frame, long tasks after it. */
function dragCell(result) {
  const median = percentile(result.intervals, 50);
  return {
    openMs: result.openMs,
    redrawFitted: result.redrawFitted,
    redrawAtOne: result.redrawAtOne,
    fittedZoom: result.fittedZoom,
    dragMedian: median,
    dragP95: percentile(result.intervals, 95),
    blockedAfterUp: result.blockedAfterUp,
    longTasksAfter: result.longTasks.length,
    longestAfter: Math.max(0, ...result.longTasks.map((task) => task.duration)),
  };
}

function visitCell({ first, repeat }) {
  return {
    firstMs: first.readyMs,
    firstMarkMs: first.readyMarkMs,
    repeatMs: repeat.readyMs,
    jsGzipKB: first.jsGzipKB,
    jsSentKB: first.jsSentKB,
    jsFiles: first.jsFiles,
    jsCompressed: first.jsCompressed,
    transferredKB: first.transferredKB,
    repeatTransferredKB: repeat.transferredKB,
    largest: first.largest,
  };
}

/** Every figure of both editors, `runs` times; `log` says what is happening. */
export async function appBench(runs, { port, log = console.log } = {}) {
  const server = await startServer(port);
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
  });
  let polotno = null;
  const samples = { lienzo: [], polotno: [] };
  const notes = [];
  try {
    // One user's designs, saved as the editor saves them (SPEC §7 POST /api/save).
    const client = await signedInClient(server.url);
    const cookies = cookiesOf(client);
    const story = designDocument(LAYOUTS.story, mixedObjects(BIG.count, LAYOUTS.story));
    const a3 = designDocument(LAYOUTS.a3, mixedObjects(50, LAYOUTS.a3));
    const video = designDocument(LAYOUTS.story, mixedObjects(10, LAYOUTS.story, { animated: true }), {
      track: TRACK,
    });
    await saveDesign(client, story, BIG.title);
    const a3Saved = await saveDesign(client, a3, 'Bench A3');
    const videoSaved = await saveDesign(client, video, 'Bench story video', { video: true });
    const assets = [
      ...new Set([...story.objects, ...a3.objects].map((object) => object.src).filter(Boolean)),
    ];
    try {
      polotno = await servePolotno(server.url, assets, { log });
    } catch (error) {
      const reason = error instanceof Error ? error.message.split('\n')[0] : String(error);
      notes.push(`Polotno not measured: its page did not build or serve (${reason}).`);
      log(`polotno: ${reason}`);
    }

    const lienzoRun = async () => {
      const visits = visitCell(await lienzoVisits(browser, server.url));
      const edit = dragCell(await lienzoOpenAndEdit(browser, server.url, cookies, BIG));
      const png = await lienzoSave(browser, server.url, cookies, { hash: a3Saved.hash, count: 50 });
      const clip = await lienzoSave(browser, server.url, cookies, {
        hash: videoSaved.hash,
        count: 10,
        video: true,
      });
      return {
        ...visits,
        ...edit,
        a3SaveMs: png.saveMs,
        a3EngineMs: png.engineMs,
        videoSaveMs: clip.saveMs,
        videoEngineMs: clip.engineMs,
      };
    };
    const polotnoRun = async () => {
      const visits = visitCell(await polotnoVisits(browser, polotno.url));
      const edit = dragCell(await polotnoOpenAndEdit(browser, polotno.url, toPolotno(story)));
      const png = await polotnoExport(browser, polotno.url, toPolotno(a3));
      return { ...visits, ...edit, a3EngineMs: png.engineMs };
    };
    for (let run = 0; run < runs; run++) {
      const order = run % 2 === 0 ? ['lienzo', 'polotno'] : ['polotno', 'lienzo'];
      for (const product of order) {
        if (product === 'polotno' && !polotno) continue;
        log(`app run ${run + 1}/${runs}: ${product}`);
        try {
          samples[product].push(await (product === 'lienzo' ? lienzoRun() : polotnoRun()));
        } catch (error) {
          if (product === 'lienzo') throw error;
          const reason = error instanceof Error ? error.message.split('\n')[0] : String(error);
          notes.push(`Polotno run ${run + 1} failed: ${reason}`);
          log(`polotno run failed: ${reason}`);
        }
      }
    }

    // One more run of each Lienzo step with a figure over budget, under the profiler.
    const causes = {};
    const over = overBudget(samples.lienzo, samples.polotno);
    log(`over budget: ${[...over].join(', ') || 'nothing'}`);
    if (['firstMs'].some((key) => over.has(key)))
      causes.firstMs = (await lienzoVisits(browser, server.url, { profile: true })).first.profile;
    if (
      ['openMs', 'redrawFitted', 'redrawAtOne', 'dragMedian', 'dragP95', 'blockedAfterUp'].some((key) =>
        over.has(key),
      )
    ) {
      const { profiles } = await lienzoOpenAndEdit(browser, server.url, cookies, { ...BIG, profile: true });
      Object.assign(causes, {
        openMs: profiles.open,
        redrawFitted: profiles.redrawFitted,
        redrawAtOne: profiles.redrawAtOne,
        dragMedian: profiles.drag,
        blockedAfterUp: profiles.drag,
      });
    }
    if (over.has('a3EngineMs'))
      causes.a3EngineMs = (
        await lienzoSave(browser, server.url, cookies, { hash: a3Saved.hash, count: 50, profile: true })
      ).profile;
    if (over.has('videoEngineMs') || over.has('videoSaveMs'))
      causes.videoEngineMs = (
        await lienzoSave(browser, server.url, cookies, {
          hash: videoSaved.hash,
          count: 10,
          video: true,
          profile: true,
        })
      ).profile;
    return { samples, causes, over, notes, polotno: Boolean(polotno) };
  } finally {
    await browser.close();
    await polotno?.stop();
    await server.stop();
  }
}
