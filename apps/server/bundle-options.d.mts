import type { BuildOptions } from 'esbuild';

/** esbuild's options for an entry of the server (see bundle-options.mjs). */
export declare const serverBundleOptions: BuildOptions;
