import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';

/*
 * Where the database keeps rows about a person, read from the live catalogue rather than listed by hand, so the
 * export and the deletion of an account cannot forget a table added later: a test walks this list and fails when a
 * table holds a user's rows that the feature did not handle.
 */

/** One foreign-key step from a table towards the users table. */
export type ReferenceHop = { column: string; toTable: string; toColumn: string };

export type OnDelete = 'cascade' | 'set null' | 'set default' | 'restrict' | 'no action';

export type UserReference = {
  table: string;
  /**
   * The way from a row of `table` to users.id: one hop for a column that references users.id itself, more for a
   * row that belongs to the user through a parent row (a reminder's send through its reminder and enrolment).
   * Empty for the users table itself (its own id) and for a reference without a foreign key (see `jsonField`).
   */
  hops: ReferenceHop[];
  /**
   * What deleting the user does to the row, from the first hop's rule: 'cascade' means the row is the person's own
   * (it dies with them); 'set null' means it only names them in another role (a moderator who reviewed someone
   * else's message) and survives without the name.
   */
  onDelete: OnDelete;
  kind: 'self' | 'foreign-key' | 'without-foreign-key';
  /** For a reference without a foreign key: the column and the JSON field in it that hold the user id. */
  jsonField?: { column: string; field: string };
  /** Why a reference has no foreign key. */
  reason?: string;
};

/**
 * User ids the catalogue cannot show because no foreign key holds them. Each is listed with the reason it has none;
 * a new one must be added here (the test of this file reads server/db/schema/ for uuid columns without a reference).
 */
export const referencesWithoutForeignKey: readonly UserReference[] = [
  {
    table: 'sessions',
    hops: [],
    onDelete: 'cascade',
    kind: 'without-foreign-key',
    jsonField: { column: 'sess', field: 'userId' },
    reason:
      'Cookie sessions keep the connect-pg-simple layout (sid, sess, expire): the signed-in or guest user id is a field of the sess JSON, which a foreign key cannot reach.',
  },
];

const deleteRules: Record<string, OnDelete> = {
  c: 'cascade',
  n: 'set null',
  d: 'set default',
  r: 'restrict',
  a: 'no action',
};

type ForeignKey = { table: string; column: string; toTable: string; toColumn: string; onDelete: OnDelete };

async function foreignKeys(db: Database): Promise<ForeignKey[]> {
  // pg_catalog rather than information_schema: the latter's constraint views only show tables the current role
  // owns, and both PGlite and PostgreSQL have the same pg_constraint. Single-column keys only (the schema has no
  // composite foreign key; one would need its own hop shape).
  const result = (await db.execute(sql`
    select child.relname as table_name, child_column.attname as column_name,
           parent.relname as to_table, parent_column.attname as to_column,
           con.confdeltype as on_delete
    from pg_catalog.pg_constraint con
    join pg_catalog.pg_class child on child.oid = con.conrelid
    join pg_catalog.pg_class parent on parent.oid = con.confrelid
    join pg_catalog.pg_namespace ns on ns.oid = child.relnamespace
    join pg_catalog.pg_attribute child_column
      on child_column.attrelid = con.conrelid and child_column.attnum = con.conkey[1]
    join pg_catalog.pg_attribute parent_column
      on parent_column.attrelid = con.confrelid and parent_column.attnum = con.confkey[1]
    where con.contype = 'f' and ns.nspname = current_schema() and array_length(con.conkey, 1) = 1
    order by child.relname, child_column.attname`)) as unknown as { rows: Record<string, unknown>[] };
  return result.rows.map((row) => ({
    table: String(row.table_name),
    column: String(row.column_name),
    toTable: String(row.to_table),
    toColumn: String(row.to_column),
    onDelete: deleteRules[String(row.on_delete)] ?? 'no action',
  }));
}

/**
 * Every way a table of the live database holds a user's id: the users row itself, each column with a foreign key to
 * users.id, each table whose rows belong to such a row through a cascading foreign key (followed to any depth), and
 * the references without a foreign key listed above. Sorted by table, then path.
 */
export async function findUserReferences(db: Database): Promise<UserReference[]> {
  const keys = await foreignKeys(db);
  const found: UserReference[] = [{ table: 'users', hops: [], onDelete: 'cascade', kind: 'self' }];
  let frontier: UserReference[] = keys
    .filter((key) => key.toTable === 'users' && key.toColumn === 'id')
    .map((key) => ({
      table: key.table,
      hops: [{ column: key.column, toTable: key.toTable, toColumn: key.toColumn }],
      onDelete: key.onDelete,
      kind: 'foreign-key' as const,
    }));
  while (frontier.length > 0) {
    found.push(...frontier);
    // Only a row that dies with its parent belongs to the parent's owner; a nullable 'set null' link (a flag
    // pointing at a message) is a mention, and such a row has its own user column when it is about someone.
    frontier = frontier
      .filter((parent) => parent.onDelete === 'cascade')
      .flatMap((parent) =>
        keys
          .filter((key) => key.toTable === parent.table && key.onDelete === 'cascade')
          .filter((key) => !parent.hops.some((hop) => hop.toTable === key.table))
          .map((key) => ({
            table: key.table,
            hops: [{ column: key.column, toTable: key.toTable, toColumn: key.toColumn }, ...parent.hops],
            onDelete: 'cascade' as const,
            kind: 'foreign-key' as const,
          })),
      );
  }
  found.push(...referencesWithoutForeignKey);
  return found.sort(
    (a, b) => a.table.localeCompare(b.table) || describeReference(a).localeCompare(describeReference(b)),
  );
}

/** 'reminder_jobs.reminder_id → plan_reminders.enrolment_id → plan_enrolments.user_id → users.id', for messages. */
export function describeReference(reference: UserReference): string {
  if (reference.kind === 'self') return 'users.id';
  if (reference.jsonField)
    return `${reference.table}.${reference.jsonField.column}->>'${reference.jsonField.field}'`;
  const steps = reference.hops.map((hop, index) => {
    const from = index === 0 ? reference.table : reference.hops[index - 1]?.toTable;
    return `${from}.${hop.column}`;
  });
  return [...steps, 'users.id'].join(' → ');
}

/** The tables that hold rows the person owns (rows that go when the account goes): one name each. */
export function ownedTables(references: readonly UserReference[]): string[] {
  return [...new Set(references.filter((ref) => ref.onDelete === 'cascade').map((ref) => ref.table))].sort();
}

/** A condition on `table` (unaliased) that is true for the rows this reference ties to the user. */
export function userRowCondition(reference: UserReference, userId: string): SQL {
  if (reference.kind === 'self') return sql`${sql.identifier('users')}.id = ${userId}`;
  if (reference.jsonField) {
    const { column, field } = reference.jsonField;
    return sql`${sql.identifier(reference.table)}.${sql.identifier(column)}->>${field} = ${userId}`;
  }
  const [first, ...rest] = reference.hops;
  if (!first) throw new Error(`${reference.table}: a foreign-key reference without a hop`);
  const column = sql`${sql.identifier(reference.table)}.${sql.identifier(first.column)}`;
  if (rest.length === 0) return sql`${column} = ${userId}`;
  // Each further hop is a subquery: the parent's key among the parent rows that are the user's.
  const parent: UserReference = { ...reference, table: first.toTable, hops: rest };
  return sql`${column} in (select ${sql.identifier(first.toTable)}.${sql.identifier(first.toColumn)} from ${sql.identifier(first.toTable)} where ${userRowCondition(parent, userId)})`;
}

/** How many rows each reference ties to the user, keyed by describeReference. */
export async function countUserRows(
  db: Database,
  userId: string,
  references: readonly UserReference[],
): Promise<Map<string, number>> {
  const counts = new Map<string, number>();
  for (const reference of references) {
    const result = (await db.execute(
      sql`select count(*)::int as n from ${sql.identifier(reference.table)} where ${userRowCondition(reference, userId)}`,
    )) as unknown as { rows: { n: number }[] };
    counts.set(describeReference(reference), Number(result.rows[0]?.n ?? 0));
  }
  return counts;
}

/** How many rows of each owned table (see ownedTables) are the user's, a row reached by several paths once. */
export async function countOwnedRows(
  db: Database,
  userId: string,
  references: readonly UserReference[],
): Promise<Map<string, number>> {
  const counts = new Map<string, number>();
  for (const table of ownedTables(references)) {
    const paths = references.filter((ref) => ref.table === table && ref.onDelete === 'cascade');
    const result = (await db.execute(
      sql`select count(*)::int as n from ${sql.identifier(table)} where ${sql.join(
        paths.map((ref) => sql`(${userRowCondition(ref, userId)})`),
        sql` or `,
      )}`,
    )) as unknown as { rows: { n: number }[] };
    counts.set(table, Number(result.rows[0]?.n ?? 0));
  }
  return counts;
}
