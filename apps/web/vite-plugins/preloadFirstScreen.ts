import type { HtmlTagDescriptor, Plugin, Rolldown } from 'vite';

type OutputBundle = Rolldown.OutputBundle;
type OutputChunk = Rolldown.OutputChunk;

/**
 * What every first screen loads on demand before the editor is ready: the engine. (The drawer in view depends
 * on the route, which only the page knows: main.tsx asks for it.)
 */
const FIRST_SCREEN_MODULES = ['/src/engine/startEngine.ts'];
/** The interface's own faces (fonts/uiFonts.ts): every first screen draws its text in them. */
const UI_FONT_FILE = /^assets\/open-sans-latin-(400|600|700)-normal-[\w-]+\.woff2$/;
/** The signed-in user (SPEC §7), the first thing boot asks; fetched with cookies as api/client.ts does. */
const ME_PATH = './api/me';

function chunkOf(bundle: OutputBundle, moduleSuffix: string): OutputChunk {
  for (const file of Object.values(bundle)) {
    if (file.type === 'chunk' && file.facadeModuleId?.endsWith(moduleSuffix)) return file;
  }
  throw new Error(`preloadFirstScreen: no chunk is made from ${moduleSuffix}`);
}

/** `chunk` and every chunk it imports statically, as file names. */
function withStaticImports(bundle: OutputBundle, chunk: OutputChunk, into: Set<string>): void {
  if (into.has(chunk.fileName)) return;
  into.add(chunk.fileName);
  for (const name of chunk.imports) {
    const imported = bundle[name];
    if (imported?.type === 'chunk') withStaticImports(bundle, imported, into);
  }
}

/**
 * Lets the browser fetch, while it parses index.html, what the first screen would otherwise ask for only once
 * the entry has run (issue 22): the engine's chunks and styles (Vite preloads only the entry's static imports), the interface's fonts (asked for by CSS only once text is laid out, then laid out again)
 * and the user. All links are relative, as the built assets are, so one build serves any BASE_PATH.
 */
export function preloadFirstScreen(): Plugin {
  return {
    name: 'lienzo-preload-first-screen',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle, chunk: entry }) {
        if (!bundle || !entry) return [];
        const preloaded = new Set<string>();
        // The entry's own imports are preloaded by Vite already.
        withStaticImports(bundle, entry as OutputChunk, preloaded);
        const scripts = new Set<string>();
        for (const module of FIRST_SCREEN_MODULES)
          withStaticImports(bundle, chunkOf(bundle, module), scripts);
        const stylesOf = (names: Iterable<string>) =>
          new Set(
            [...names].flatMap((name) => {
              const chunk = bundle[name];
              return chunk?.type === 'chunk' ? [...(chunk.viteMetadata?.importedCss ?? [])] : [];
            }),
          );
        const linkedStyles = stylesOf(preloaded);
        const styles = [...stylesOf(scripts)].filter((name) => !linkedStyles.has(name));
        const fonts = Object.keys(bundle).filter((name) => UI_FONT_FILE.test(name));
        if (fonts.length !== 3)
          throw new Error(`preloadFirstScreen: expected 3 interface fonts, found ${fonts}`);
        const link = (attrs: HtmlTagDescriptor['attrs']): HtmlTagDescriptor => ({
          tag: 'link',
          attrs,
          injectTo: 'head',
        });
        return [
          link({ rel: 'preload', href: ME_PATH, as: 'fetch', crossorigin: 'use-credentials' }),
          ...[...scripts]
            .filter((name) => !preloaded.has(name))
            .map((name) => link({ rel: 'modulepreload', href: `./${name}`, crossorigin: true })),
          ...styles.map((name) =>
            link({ rel: 'preload', href: `./${name}`, as: 'style', crossorigin: true }),
          ),
          ...fonts.map((name) =>
            link({ rel: 'preload', href: `./${name}`, as: 'font', type: 'font/woff2', crossorigin: true }),
          ),
        ];
      },
    },
  };
}
