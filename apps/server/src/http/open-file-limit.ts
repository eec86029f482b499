import { readFileSync } from 'node:fs';

/** File descriptors kept back from connections: the database, stored files being read or written, ffmpeg, logs. */
export const FILE_DESCRIPTOR_RESERVE = 1_024;

/**
 * The process's open-file limit (the soft one, which Node raises to the hard one at start), from Linux's
 * /proc/self/limits; null where that file does not exist or says "unlimited". Node has no call for it.
 */
export function openFileLimit(
  read: () => string = () => readFileSync('/proc/self/limits', 'utf8'),
): number | null {
  let text: string;
  try {
    text = read();
  } catch {
    return null;
  }
  const soft = /^Max open files\s+(\d+)\s/m.exec(text)?.[1];
  return soft === undefined ? null : Number(soft);
}

/** MAX_CONNECTIONS lowered, when it must be, so that a full server still has descriptors for its own work. */
export function connectionsWithinFileLimit(wanted: number, limit: number | null): number {
  if (limit === null) return wanted;
  return Math.max(1, Math.min(wanted, limit - FILE_DESCRIPTOR_RESERVE));
}
