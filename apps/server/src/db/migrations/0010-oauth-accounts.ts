import type { Kysely, Migration } from 'kysely';
import { addIdColumn } from './id-column';

/** The provider accounts (Google, Facebook, Twitter) a user signs in with, each linked to one user. */
export const oauthAccounts: Migration = {
  async up(db: Kysely<unknown>) {
    await addIdColumn(db, db.schema.createTable('oauth_accounts'))
      .addColumn('user_id', 'integer', (column) =>
        column.notNull().references('users.id').onDelete('cascade'),
      )
      .addColumn('provider', 'text', (column) => column.notNull())
      .addColumn('provider_user_id', 'text', (column) => column.notNull())
      .addColumn('email', 'text')
      .addColumn('created_at', 'text', (column) => column.notNull())
      .addUniqueConstraint('oauth_accounts_provider_user_unique', ['provider', 'provider_user_id'])
      .execute();
    await db.schema.createIndex('oauth_accounts_user_idx').on('oauth_accounts').column('user_id').execute();
  },

  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('oauth_accounts').execute();
  },
};
