import { readFile } from 'node:fs/promises';
import { normalizeInstagramUsername } from '@lienzo/core';

/**
 * Says whether an Instagram account exists (SPEC §5: a mention's account must be confirmed to exist). Gets a
 * username already checked and normalised by `normalizeInstagramUsername`. A provider asking Instagram itself
 * would be another implementation; it needs credentials this project does not have.
 */
export interface InstagramAccountProvider {
  exists(username: string): Promise<boolean>;
}

/**
 * The default provider, which works offline and so cannot really know whether an account exists. With a list
 * of accounts (from `INSTAGRAM_ACCOUNTS_FILE`) it answers from that list alone. Without one it accepts every
 * syntactically valid username: the check then only guards against names Instagram could never have.
 */
export class OfflineInstagramAccounts implements InstagramAccountProvider {
  private readonly known: ReadonlySet<string> | null;

  constructor(accounts: readonly string[] | null = null) {
    this.known = accounts && new Set(accounts);
  }

  exists(username: string): Promise<boolean> {
    return Promise.resolve(this.known ? this.known.has(username) : true);
  }
}

/** Reads the configured account list: a JSON array of usernames. A bad file stops the server at start. */
export async function loadInstagramAccounts(file: string): Promise<string[]> {
  const parsed = JSON.parse(await readFile(file, 'utf8')) as unknown;
  if (!Array.isArray(parsed)) throw new Error(`${file} must hold a JSON array of Instagram usernames`);
  return parsed.map((entry) => {
    const username = normalizeInstagramUsername(entry);
    if (username === null) throw new Error(`${file}: ${JSON.stringify(entry)} is not an Instagram username`);
    return username;
  });
}
