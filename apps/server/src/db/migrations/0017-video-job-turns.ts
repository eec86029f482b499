import type { Kysely, Migration } from 'kysely';

/**
 * The MP4 jobs are taken by turn, not by age, so that one person's many videos do not hold up another's one:
 * each job's turn is one after its owner's latest waiting job, and no earlier than the queue's front.
 */
export const videoJobTurns: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable('video_jobs')
      .addColumn('turn', 'integer', (column) => column.notNull().defaultTo(0))
      .execute();
  },

  async down(db: Kysely<unknown>) {
    await db.schema.alterTable('video_jobs').dropColumn('turn').execute();
  },
};
