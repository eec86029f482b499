import type { Kysely, Migration } from 'kysely';

/**
 * Why a delivery last failed, as a code the UI puts in the user's language (`last_error` keeps the English
 * detail). Deliveries that failed before have none, and show without a reason.
 */
export const deliveryErrorCodes: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('scheduled_deliveries').addColumn('last_error_code', 'text').execute();
  },

  async down(db: Kysely<unknown>) {
    await db.schema.alterTable('scheduled_deliveries').dropColumn('last_error_code').execute();
  },
};
