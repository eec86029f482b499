// A PostgreSQL connection that breaks while a request holds it between two queries (inside a transaction, or
// while a save stores its file) must fail that request, not end the process: pg emits 'error' on the client,
// and an 'error' event nobody listens to is an uncaught exception.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CuttableProxy } from '../test/cuttable-proxy';
import { ENGINES } from '../test/harness';
import { TEST_POSTGRES_URL } from '../test/postgres';
import { createDatabase } from './create-database';

const postgres = ENGINES.find((engine) => engine.engine === 'postgres')!;

describe.skipIf(postgres.skip)(`a connection lost while checked out [${postgres.label}]`, () => {
  let proxy: CuttableProxy;
  let url: string;

  beforeAll(async () => {
    const target = new URL(TEST_POSTGRES_URL);
    proxy = await CuttableProxy.start({ host: target.hostname, port: Number(target.port || 5432) });
    target.host = `127.0.0.1:${proxy.port}`;
    url = target.toString();
  });

  afterAll(async () => {
    await proxy?.close();
  });

  it('fails the transaction that held it, and the next query connects anew', async () => {
    const db = createDatabase({ postgresUrl: url });
    const warnings: string[] = [];
    const onWarning = (warning: Error) => warnings.push(warning.message);
    process.on('warning', onWarning);
    try {
      const transaction = db.transaction().execute(async (trx) => {
        await sql`select 1`.execute(trx);
        proxy.cut();
        // The socket closes while no query runs on it: pg reports that on the client itself.
        await new Promise((resolve) => setTimeout(resolve, 200));
        await sql`select 2`.execute(trx);
      });
      await expect(transaction).rejects.toThrow();
      expect(warnings.join('\n')).toContain('a PostgreSQL connection in use broke');

      proxy.restore();
      const { rows } = await sql<{ answer: number }>`select 42 as answer`.execute(db);
      expect(rows).toEqual([{ answer: 42 }]);
    } finally {
      process.off('warning', onWarning);
      proxy.restore();
      await db.destroy();
    }
  });
});
