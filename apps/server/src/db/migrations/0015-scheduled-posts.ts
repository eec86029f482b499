import { sql, type Kysely, type Migration } from 'kysely';
import { addIdColumn } from './id-column';

/**
 * Scheduled posts (issue 11): what to publish and when, and one delivery row per network, each claimed by a
 * worker with a lease and retried on its own. A deleted design leaves its posts as history (`design_id` null);
 * the worker cancels their pending deliveries.
 */
export const scheduledPosts: Migration = {
  async up(db: Kysely<unknown>) {
    await addIdColumn(db, db.schema.createTable('scheduled_posts'))
      .addColumn('user_id', 'integer', (column) =>
        column.notNull().references('users.id').onDelete('cascade'),
      )
      .addColumn('design_id', 'integer', (column) => column.references('designs.id').onDelete('set null'))
      .addColumn('networks', 'text', (column) => column.notNull())
      .addColumn('publish_at', 'text', (column) => column.notNull())
      .addColumn('time_zone', 'text', (column) => column.notNull())
      .addColumn('caption', 'text', (column) => column.notNull().defaultTo(''))
      .addColumn('hashtags', 'text', (column) => column.notNull().defaultTo('[]'))
      .addColumn('first_comment', 'text', (column) => column.notNull().defaultTo(''))
      .addColumn('alt_text', 'text', (column) => column.notNull().defaultTo(''))
      .addColumn('status', 'text', (column) =>
        column
          .notNull()
          .defaultTo('scheduled')
          .check(sql`status in ('scheduled', 'cancelled')`),
      )
      .addColumn('created_at', 'text', (column) => column.notNull())
      .addColumn('updated_at', 'text', (column) => column.notNull())
      .execute();
    // The list of one user's posts, by publishing time.
    await db.schema
      .createIndex('scheduled_posts_user_idx')
      .on('scheduled_posts')
      .columns(['user_id', 'publish_at', 'id'])
      .execute();
    await db.schema
      .createIndex('scheduled_posts_design_idx')
      .on('scheduled_posts')
      .column('design_id')
      .execute();

    await addIdColumn(db, db.schema.createTable('scheduled_deliveries'))
      .addColumn('post_id', 'integer', (column) =>
        column.notNull().references('scheduled_posts.id').onDelete('cascade'),
      )
      .addColumn('network', 'text', (column) => column.notNull())
      .addColumn('status', 'text', (column) =>
        column
          .notNull()
          .defaultTo('pending')
          .check(sql`status in ('pending', 'delivered', 'failed', 'cancelled')`),
      )
      .addColumn('attempts', 'integer', (column) => column.notNull().defaultTo(0))
      .addColumn('next_attempt_at', 'text', (column) => column.notNull())
      .addColumn('lease_until', 'text')
      .addColumn('last_error', 'text')
      .addColumn('delivered_at', 'text')
      .addUniqueConstraint('scheduled_deliveries_post_network', ['post_id', 'network'])
      .execute();
    // The worker's claim: pending deliveries by due time.
    await db.schema
      .createIndex('scheduled_deliveries_due_idx')
      .on('scheduled_deliveries')
      .columns(['status', 'next_attempt_at'])
      .execute();
  },

  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('scheduled_deliveries').execute();
    await db.schema.dropTable('scheduled_posts').execute();
  },
};
