// The resident memory of another process (a server under test), from Linux's /proc/<pid>/status.
import { readFile, writeFile } from 'node:fs/promises';

async function statusField(pid: number, field: 'VmRSS' | 'VmHWM'): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  const kib = new RegExp(`^${field}:\\s+(\\d+) kB$`, 'm').exec(status)?.[1];
  if (!kib) throw new Error(`no ${field} in /proc/${pid}/status`);
  return Number(kib) * 1024;
}

/** Bytes resident now. */
export const residentBytes = (pid: number) => statusField(pid, 'VmRSS');

/** The most bytes resident at any one time since the start or the last {@link resetPeakResident}. */
export const peakResidentBytes = (pid: number) => statusField(pid, 'VmHWM');

/** Starts the peak (VmHWM) again from what is resident now (proc(5), clear_refs "5"). */
export async function resetPeakResident(pid: number): Promise<void> {
  await writeFile(`/proc/${pid}/clear_refs`, '5');
}
