import { rmSync } from 'node:fs';

export default function removeRunData(): void {
  const dir = process.env.LIENZO_E2E_DATA;
  if (dir) rmSync(dir, { recursive: true, force: true });
}
