import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { FREE_FONTS } from '@lienzo/core';
import { describe, expect, it } from 'vitest';

const require = createRequire(import.meta.url);
const THIRD_PARTY = readFileSync(new URL('../../../../docs/THIRD_PARTY.md', import.meta.url), 'utf8');
const SERVER_PACKAGE = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as {
  dependencies: Record<string, string>;
};

interface FontsourceMetadata {
  family: string;
  weights: number[];
  styles: string[];
  license: { type: string };
}

/** The cells of the row of docs/THIRD_PARTY.md that starts with `| {family} |`, or null. */
function rowOf(family: string): string[] | null {
  const line = THIRD_PARTY.split('\n').find((text) => text.startsWith(`| ${family} | `));
  return line ? line.split(/(?<!\\)\|/).map((cell) => cell.trim()) : null;
}

const families = [...new Map(FREE_FONTS.map((font) => [font.name, font])).values()];

describe('the licences of the free fonts (issue 7)', () => {
  it('records every catalogue family with its package, installed version, author and licence', () => {
    for (const font of families) {
      const { version } = require(`${font.package}/package.json`) as { version: string };
      const metadata = require(`${font.package}/metadata.json`) as FontsourceMetadata;
      const row = rowOf(font.name);
      expect(row, `${font.name} has no row in docs/THIRD_PARTY.md`).not.toBeNull();
      const [, family, pkg, author, licence] = row!;
      expect(family).toBe(font.name);
      expect(pkg, font.name).toBe(`\`${font.package}\` ${version}`);
      expect(author, font.name).toMatch(/\S/);
      expect(['OFL-1.1', 'Apache-2.0'], font.name).toContain(metadata.license.type);
      expect(licence, font.name).toMatch(
        new RegExp(`^${metadata.license.type.replace('.', '\\.')}, <https?://`),
      );
    }
  });

  it('names each family as its package does, with the weights and styles the catalogue serves', () => {
    for (const font of families) {
      const metadata = require(`${font.package}/metadata.json`) as FontsourceMetadata;
      expect(metadata.family).toBe(font.name);
      for (const weight of font.weights) expect(metadata.weights, font.name).toContain(weight);
      if (font.italics) expect(metadata.styles, font.name).toContain('italic');
    }
  });

  it('depends on no font package the catalogue does not use', () => {
    const used = new Set(families.map((font) => font.package));
    const installed = Object.keys(SERVER_PACKAGE.dependencies).filter((name) =>
      name.startsWith('@fontsource/'),
    );
    expect(new Set(installed)).toEqual(used);
  });
});
