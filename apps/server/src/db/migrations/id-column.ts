import type { ColumnDefinitionBuilder, CreateTableBuilder, Kysely } from 'kysely';
import { engineOf } from '../engine';

/**
 * Adds an integer `id` primary key that the database numbers itself: AUTOINCREMENT on SQLite (ids are never
 * reused after a delete), an identity column on PostgreSQL.
 */
export function addIdColumn<T extends string>(
  db: Kysely<unknown>,
  table: CreateTableBuilder<T, never>,
): CreateTableBuilder<T, 'id'> {
  const postgres = engineOf(db) === 'postgres';
  return table.addColumn('id', 'integer', (column: ColumnDefinitionBuilder) =>
    postgres ? column.primaryKey().generatedByDefaultAsIdentity() : column.primaryKey().autoIncrement(),
  );
}
