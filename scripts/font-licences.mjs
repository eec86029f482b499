// Prints the table of docs/THIRD_PARTY.md "Fonts": one row per @fontsource package the server depends on,
// read from the installed package (version, metadata.json's family, licence and copyright line).
// Run `node scripts/font-licences.mjs` after adding or updating a font package and paste its output.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const require = createRequire(new URL('../apps/server/package.json', import.meta.url));
const server = JSON.parse(readFileSync(new URL('../apps/server/package.json', import.meta.url), 'utf8'));

/** The first copyright statement of the attribution, before the notes for each file of the family. */
function copyrightOf(attribution) {
  return attribution
    .split(/\s+\S+\.ttf:/)[0]
    .replace(/\s+/g, ' ')
    .replace(/\|/g, '\\|')
    .trim();
}

console.log('| family | package | author (copyright) | licence |');
console.log('| --- | --- | --- | --- |');
for (const name of Object.keys(server.dependencies).filter((dep) => dep.startsWith('@fontsource/'))) {
  const { version } = require(`${name}/package.json`);
  const metadata = require(`${name}/metadata.json`);
  const { type, url } = metadata.license;
  console.log(
    `| ${metadata.family} | \`${name}\` ${version} | ${copyrightOf(metadata.license.attribution)} | ${type}, <${url}> |`,
  );
}
