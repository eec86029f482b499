import { statSync } from 'node:fs';

export class SqliteFileGoneError extends Error {
  override readonly name = 'SqliteFileGoneError';
  constructor(file: string) {
    super(
      `the SQLite database ${file} was removed or replaced while the server ran; writes are refused so that ` +
        'no save is acknowledged into a file no one will open again: restore the file and restart the server',
    );
  }
}

/**
 * A check to run before each write. In WAL mode SQLite keeps writing to a database file that was deleted or
 * replaced under it (only the rollback journal notices), so every save would be answered 200 and lost at the
 * next start. The open file is compared with what the path names now (device and inode).
 */
export function sqliteFileGuard(file: string): () => void {
  const opened = statSync(file);
  return () => {
    const now = statSync(file, { throwIfNoEntry: false });
    if (!now || now.ino !== opened.ino || now.dev !== opened.dev) throw new SqliteFileGoneError(file);
  };
}
