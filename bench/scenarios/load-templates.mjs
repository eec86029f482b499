// The template endpoints at a fixed rate (issue 12): GET /api/discover as the template browser asks for it
// (every page of each filter) and GET /api/template/{hash} for every seeded template. No session needed.
import { walkPaths } from '../lib.mjs';

/** The filters the template browser offers, with no filter first. */
const FILTERS = ['', 'type=post', 'type=stories', 'type=header', 'network=instagram', 'network=facebook'];

/** Every page of each filter that has templates, and the hash of every template they list. */
async function templateAddresses(url) {
  const pages = [];
  const hashes = new Set();
  for (const filter of FILTERS) {
    for (let page = 1; ; page++) {
      const path = `/api/discover?${filter ? `${filter}&` : ''}page=${page}`;
      const response = await fetch(`${url}${path}`);
      if (!response.ok) throw new Error(`${path}: ${response.status}`);
      const { data } = await response.json();
      if (data.length === 0) break;
      pages.push(path);
      for (const template of data) hashes.add(template.hash);
    }
  }
  if (hashes.size === 0) throw new Error('no templates seeded: the template load needs them');
  return { pages, templates: [...hashes].map((hash) => `/api/template/${hash}`) };
}

/** Finds the seeded templates; returns the two loads: discover pages and single templates. */
export async function prepareTemplates(url) {
  const { pages, templates } = await templateAddresses(url);
  return {
    pages: pages.length,
    templates: templates.length,
    discover: (options) => walkPaths(url, pages, options),
    template: (options) => walkPaths(url, templates, options),
  };
}
