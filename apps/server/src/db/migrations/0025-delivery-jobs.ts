import { sql, type Kysely, type Migration } from 'kysely';

/**
 * Issue 25. Scheduled deliveries run on the job queue, which keeps each one's next attempt time: the
 * home-made runner's `next_attempt_at` and its due index go. What is still to go is found by status (each
 * process queues, at start, any such delivery that has no job). `lease_until` stays: it marks an attempt
 * publishing the delivery right now, which a cancel waits for.
 */
export const deliveryJobs: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.dropIndex('scheduled_deliveries_due_idx').execute();
    await db.schema.alterTable('scheduled_deliveries').dropColumn('next_attempt_at').execute();
    await db.schema
      .createIndex('scheduled_deliveries_status_idx')
      .on('scheduled_deliveries')
      .column('status')
      .execute();
  },

  async down(db: Kysely<unknown>) {
    await db.schema.dropIndex('scheduled_deliveries_status_idx').execute();
    // Each delivery's next attempt back at its post's time, as migration 0015 left them.
    await db.schema
      .alterTable('scheduled_deliveries')
      .addColumn('next_attempt_at', 'text', (column) => column.notNull().defaultTo(''))
      .execute();
    await sql`update scheduled_deliveries set next_attempt_at = (
        select publish_at from scheduled_posts where scheduled_posts.id = scheduled_deliveries.post_id)`.execute(
      db,
    );
    await db.schema
      .createIndex('scheduled_deliveries_due_idx')
      .on('scheduled_deliveries')
      .columns(['status', 'next_attempt_at'])
      .execute();
  },
};
