import { createRequire } from 'node:module';
import { FREE_FONT_FACES } from '@lienzo/core';

const require = createRequire(import.meta.url);

/**
 * The catalogue's files by the name they are served under, each resolved to its place in the installed
 * `@fontsource/*` package. Only these names are served: nothing from a request reaches a path on disk.
 * Resolving throws when a package or file is missing, so a server without a catalogue file does not start.
 */
export function freeFontFiles(): ReadonlyMap<string, string> {
  return new Map(
    FREE_FONT_FACES.map((face) => [face.file, require.resolve(`${face.package}/files/${face.file}`)]),
  );
}
