import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

/** A stand-in for the built web app: a temporary folder holding `files` (relative path → content). */
export async function makeWebDist(files: Record<string, string>): Promise<string> {
  const root = await mkdtemp(join(tmpdir(), 'lienzo-web-'));
  for (const [path, content] of Object.entries(files)) {
    await mkdir(dirname(join(root, path)), { recursive: true });
    await writeFile(join(root, path), content);
  }
  return root;
}
