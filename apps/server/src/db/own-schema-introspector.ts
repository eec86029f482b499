import {
  DEFAULT_MIGRATION_LOCK_TABLE,
  DEFAULT_MIGRATION_TABLE,
  PostgresDialect,
  sql,
  type ColumnMetadata,
  type DatabaseIntrospector,
  type DatabaseMetadata,
  type DatabaseMetadataOptions,
  type Kysely,
  type SchemaMetadata,
  type TableMetadata,
} from 'kysely';

interface ColumnRow {
  table: string;
  kind: string;
  column: string | null;
  type: string | null;
  type_schema: string | null;
  not_null: boolean | null;
  has_default: boolean | null;
  identity: string | null;
  default_text: string | null;
  comment: string | null;
}

/**
 * Kysely's introspection on PostgreSQL, limited to the connection's own schema (its search_path): kysely's own
 * reads every schema and resolves their names as it goes, so it fails ("schema … does not exist") when another
 * process drops a schema during the read — which the migrator's "is the migration table there" check met while
 * tests, each in a schema of its own, ran side by side. This one joins the catalogues by oid only.
 */
export class OwnSchemaIntrospector implements DatabaseIntrospector {
  constructor(private readonly db: Kysely<unknown>) {}

  async getSchemas(): Promise<SchemaMetadata[]> {
    const { rows } = await sql<{ name: string }>`select current_schema() as name`.execute(this.db);
    return rows;
  }

  async getTables(
    options: DatabaseMetadataOptions = { withInternalKyselyTables: false },
  ): Promise<TableMetadata[]> {
    const { rows } = await sql<ColumnRow>`
      select c.relname as table, c.relkind as kind, a.attname as column, t.typname as type,
        tn.nspname as type_schema, a.attnotnull as not_null, a.atthasdef as has_default, a.attidentity as identity,
        pg_catalog.pg_get_expr(d.adbin, d.adrelid) as default_text, pg_catalog.col_description(c.oid, a.attnum) as comment
      from pg_catalog.pg_class c
      join pg_catalog.pg_namespace n on n.oid = c.relnamespace
      left join pg_catalog.pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
      left join pg_catalog.pg_type t on t.oid = a.atttypid
      left join pg_catalog.pg_namespace tn on tn.oid = t.typnamespace
      left join pg_catalog.pg_attrdef d on d.adrelid = c.oid and d.adnum = a.attnum
      where n.nspname = current_schema() and c.relkind in ('r', 'p', 'v', 'm')
      order by c.relname, a.attnum`.execute(this.db);
    const [schema] = await this.getSchemas();
    const tables = new Map<string, { isView: boolean; columns: ColumnMetadata[] }>();
    for (const row of rows) {
      const internal = row.table === DEFAULT_MIGRATION_TABLE || row.table === DEFAULT_MIGRATION_LOCK_TABLE;
      if (internal && !options.withInternalKyselyTables) continue;
      let table = tables.get(row.table);
      if (!table) {
        table = { isView: row.kind === 'v' || row.kind === 'm', columns: [] };
        tables.set(row.table, table);
      }
      if (row.column === null) continue;
      table.columns.push({
        name: row.column,
        dataType: row.type ?? '',
        ...(row.type_schema ? { dataTypeSchema: row.type_schema } : {}),
        isNullable: row.not_null === false,
        hasDefaultValue: row.has_default === true,
        isAutoIncrementing: (row.identity ?? '') !== '' || (row.default_text ?? '').startsWith('nextval('),
        ...(row.comment ? { comment: row.comment } : {}),
      });
    }
    return [...tables].map(([name, table]) => ({ name, schema: schema?.name, ...table }));
  }

  async getMetadata(options?: DatabaseMetadataOptions): Promise<DatabaseMetadata> {
    return { tables: await this.getTables(options) };
  }
}

/** PostgreSQL, introspected in the connection's own schema only (see OwnSchemaIntrospector). */
export class OwnSchemaPostgresDialect extends PostgresDialect {
  override createIntrospector(db: Kysely<unknown>): DatabaseIntrospector {
    return new OwnSchemaIntrospector(db);
  }
}
