import {
  test as base,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  type CDPSession,
  type Page,
  type TestInfo,
} from '@playwright/test';

export * from '@playwright/test';

/**
 * The e2e tests' `test`: Playwright's, with each worker keeping one browser context and page from test to test
 * and resetting them itself (every spec imports `test` from here; a lint rule keeps it so).
 *
 * Playwright's own reuse (`reuseContext`) empties the browser's HTTP cache before every test, so each test
 * downloaded and compiled the app again, and its reset navigates to every origin the test saw: 1.37 s of CPU per
 * test that opens the editor, against 0.60 s with this reset (docs/TESTING.md). What a test changes is undone here:
 *
 * - its init scripts and exposed functions (disposed), its routes, its listeners on the page and the context, its
 *   other pages, permissions, cookies, and the storage (local storage, IndexedDB, service workers, cache storage)
 *   of every origin its pages visited; the configured storage state is written again (one read from a file is
 *   read at the context's making only: such a context serves one test);
 * - the viewport, when the test changed it;
 * - a fake clock, other default timeouts, offline mode, geolocation or extra headers cannot be taken back: a test
 *   that used one gets the next test a new context, as does a failed test (its page may be anywhere).
 *
 * The browser's HTTP cache is kept, as a returning visitor's is. A test about a first visit (what crosses the wire
 * with an empty cache) sets `test.use({ coldCache: true })` and gets a context of its own.
 */
export const test = base.extend<{ coldCache: boolean }, { keptContext: KeptContext }>({
  coldCache: [false, { option: true }],
  keptContext: [
    async ({ browser }, use) => {
      const kept = new KeptContext(browser);
      await use(kept);
      await kept.discard();
    },
    { scope: 'worker' },
  ],
  // Every option that reaches a new context, so that a test whose options differ gets a context made with them.
  // Listed twice: Playwright reads a fixture's dependencies from the names it destructures and refuses a rest
  // pattern (`...options`), so the names are spelled out here and gathered again below.
  context: async (
    {
      keptContext,
      coldCache,
      baseURL,
      viewport,
      locale,
      timezoneId,
      hasTouch,
      isMobile,
      deviceScaleFactor,
      storageState,
      colorScheme,
      reducedMotion,
      permissions,
      geolocation,
      extraHTTPHeaders,
      offline,
      userAgent,
      javaScriptEnabled,
      acceptDownloads,
      contextOptions,
    },
    use,
    testInfo,
  ) => {
    const options = {
      ...contextOptions,
      baseURL,
      viewport,
      locale,
      timezoneId,
      hasTouch,
      isMobile,
      deviceScaleFactor,
      storageState,
      colorScheme,
      reducedMotion,
      permissions,
      geolocation,
      extraHTTPHeaders,
      offline,
      userAgent,
      javaScriptEnabled,
      acceptDownloads,
    } satisfies BrowserContextOptions;
    const context = await keptContext.take(options, { fresh: coldCache });
    const watch = watchTest(context, keptContext.page);
    await use(context);
    const failed = testInfo.status !== testInfo.expectedStatus;
    if (failed) await keptContext.screenshot(testInfo);
    await watch.undo();
    if (failed || coldCache || watch.changedForGood || keptContext.once) await keptContext.discard();
    else await keptContext.reset();
  },
  page: async ({ context, keptContext }, use) => {
    void context;
    await use(keptContext.page);
  },
});

/** The cookie that asks {@link seedLocalStorage}'s script to write the storage state's local storage once. */
const SEED_COOKIE = 'lienzo-e2e-seed-storage';

/**
 * Writes the storage state's local storage in the first document of its origin that loads with the seed cookie
 * set, before the page's own scripts run, and removes the cookie.
 */
async function seedLocalStorage(context: BrowserContext, state: BrowserContextOptions['storageState']) {
  if (!state || typeof state === 'string') return;
  const origins = state.origins.filter(({ localStorage }) => localStorage.length > 0);
  if (origins.length === 0) return;
  await context.addInitScript(
    ({ origins, cookie }) => {
      const items = origins.find(({ origin }) => origin === location.origin)?.localStorage;
      if (!items || !document.cookie.split('; ').includes(`${cookie}=1`)) return;
      for (const { name, value } of items) localStorage.setItem(name, value);
      document.cookie = `${cookie}=; max-age=0; path=/`;
    },
    { origins, cookie: SEED_COOKIE },
  );
}

interface ListenerList {
  eventNames(): (string | symbol)[];
  rawListeners(name: string | symbol): unknown[];
  removeListener(name: string | symbol, listener: unknown): unknown;
}

/** What a test did to the kept context and page that the reset takes back, or cannot. */
function watchTest(context: BrowserContext, page: Page) {
  const disposables: { dispose(): Promise<void> }[] = [];
  const restores: (() => void)[] = [];
  const watch = { changedForGood: false, undo };

  const listenersBefore = (target: Page | BrowserContext) => {
    // Playwright's pages and contexts are Node-style event emitters; their types list only on/off/once.
    const emitter = target as unknown as ListenerList;
    const before = new Map(emitter.eventNames().map((name) => [name, emitter.rawListeners(name)]));
    restores.push(() => {
      for (const name of emitter.eventNames()) {
        const kept = before.get(name) ?? [];
        for (const listener of emitter.rawListeners(name))
          if (!kept.includes(listener)) emitter.removeListener(name, listener);
      }
    });
  };
  listenersBefore(page);
  listenersBefore(context);

  // Wraps a method of `target` for this test: `after` sees what each call returned.
  const wrap = <T extends object>(target: T, names: string[], after: (result: unknown) => void) => {
    for (const name of names) {
      const record = target as Record<string, unknown>;
      const original = record[name] as (...args: unknown[]) => unknown;
      record[name] = function (this: unknown, ...args: unknown[]) {
        const result = original.apply(this, args);
        if (result instanceof Promise) void result.then(after, () => undefined);
        else after(result);
        return result;
      };
      restores.push(() => (record[name] = original));
    }
  };
  const undoable = ['addInitScript', 'exposeFunction', 'exposeBinding'];
  const keep = (result: unknown) => {
    if (result && typeof (result as { dispose?: unknown }).dispose === 'function')
      disposables.push(result as { dispose(): Promise<void> });
  };
  wrap(page, undoable, keep);
  wrap(context, undoable, keep);
  const forGood = () => (watch.changedForGood = true);
  wrap(
    page,
    ['setDefaultTimeout', 'setDefaultNavigationTimeout', 'emulateMedia', 'setExtraHTTPHeaders'],
    forGood,
  );
  wrap(
    context,
    [
      'setDefaultTimeout',
      'setDefaultNavigationTimeout',
      'setOffline',
      'setGeolocation',
      'setExtraHTTPHeaders',
    ],
    forGood,
  );
  // Playwright reads `clock` itself in every test, so its methods are watched rather than the property.
  wrap(context.clock, ['install', 'setFixedTime', 'setSystemTime', 'pauseAt'], forGood);

  async function undo(): Promise<void> {
    for (const restore of restores.splice(0).reverse()) restore();
    for (const disposable of disposables.splice(0)) await disposable.dispose().catch(() => undefined);
  }
  return watch;
}

/** The one context and page a worker keeps, made with the options of the test that first needed them. */
class KeptContext {
  private kept: { key: string; options: BrowserContextOptions; context: BrowserContext; page: Page } | null =
    null;
  private session: CDPSession | null = null;
  /** The origins the context's pages visited since the last reset, whose storage the reset clears. */
  private readonly visited = new Set<string>();

  constructor(private readonly browser: Browser) {}

  /** Whether the context may serve one test only (a storage state read from a file). */
  get once(): boolean {
    return typeof this.kept?.options.storageState === 'string';
  }

  get page(): Page {
    if (!this.kept) throw new Error('No context is kept');
    return this.kept.page;
  }

  async take(options: BrowserContextOptions, { fresh }: { fresh: boolean }): Promise<BrowserContext> {
    const key = JSON.stringify(options);
    if (this.kept && (fresh || this.kept.key !== key)) await this.discard();
    if (this.kept) return this.kept.context;
    const context = await this.browser.newContext(options);
    // Every page of the context counts: a test's other tabs write storage too (a visitor's draft, which the next
    // test, a visitor as well, was offered to restore).
    const track = (page: Page) =>
      page.on('framenavigated', (frame) => {
        const { origin } = new URL(frame.url());
        if (origin.startsWith('http')) this.visited.add(origin);
      });
    context.on('page', track);
    const page = await context.newPage();
    await seedLocalStorage(context, options.storageState);
    this.session = await context.newCDPSession(page);
    this.kept = { key, options, context, page };
    return context;
  }

  async screenshot(testInfo: TestInfo): Promise<void> {
    const page = this.kept?.page;
    if (!page || page.isClosed()) return;
    const body = await page.screenshot({ timeout: 5_000 }).catch(() => null);
    if (body) await testInfo.attach('screenshot', { body, contentType: 'image/png' });
  }

  async discard(): Promise<void> {
    const context = this.kept?.context;
    this.kept = null;
    this.session = null;
    this.visited.clear();
    await context?.close();
  }

  async reset(): Promise<void> {
    const kept = this.kept;
    const session = this.session;
    if (!kept || !session) return;
    const { context, page, options } = kept;
    if (page.isClosed()) return this.discard();
    for (const other of context.pages()) if (other !== page) await other.close();
    await context.unrouteAll({ behavior: 'ignoreErrors' });
    await page.unrouteAll({ behavior: 'ignoreErrors' });
    await page.goto('about:blank');
    await context.clearCookies();
    await context.clearPermissions();
    if (options.permissions?.length) await context.grantPermissions(options.permissions);
    for (const origin of this.visited)
      await session.send('Storage.clearDataForOrigin', { origin, storageTypes: 'all' });
    this.visited.clear();
    await this.writeStorageState(context, options.storageState);
    const viewport = options.viewport ?? null;
    const now = page.viewportSize();
    if (viewport && (now?.width !== viewport.width || now.height !== viewport.height))
      await page.setViewportSize(viewport);
  }

  /**
   * The configured storage state, written again after the reset cleared it: its cookies at once, its local
   * storage by the init script of {@link seedLocalStorage} in the first document of its origin, which a cookie
   * tells to (the DevTools protocol writes storage only in an open frame of the origin, and opening one here cost
   * a third of the reset).
   */
  private async writeStorageState(context: BrowserContext, state: BrowserContextOptions['storageState']) {
    if (!state || typeof state === 'string') return;
    await context.addCookies([
      ...state.cookies,
      ...state.origins
        .filter(({ localStorage }) => localStorage.length > 0)
        .map(({ origin }) => ({ name: SEED_COOKIE, value: '1', url: origin })),
    ]);
  }
}
