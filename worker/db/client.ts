// A drizzle handle over a D1 binding, or over one of its sessions (read replication, docs/shards.md),
// with the schema for relational queries. The schema's relational config is worked out once per
// isolate: a session's handle is made per request, and walking 70 tables each time would cost.
import {
  createTableRelationsHelpers,
  extractTablesRelationalConfig,
  type ExtractTablesWithRelations,
} from "drizzle-orm";
import { DrizzleD1Database, SQLiteD1Session } from "drizzle-orm/d1";
import { SQLiteAsyncDialect } from "drizzle-orm/sqlite-core";
import * as schema from "./schema";

type Schema = typeof schema;

let relational: {
  fullSchema: Schema;
  schema: ExtractTablesWithRelations<Schema>;
  tableNamesMap: Record<string, string>;
};

function relationalConfig() {
  if (!relational) {
    const tables = extractTablesRelationalConfig(schema, createTableRelationsHelpers);
    relational = {
      fullSchema: schema,
      schema: tables.tables as ExtractTablesWithRelations<Schema>,
      tableNamesMap: tables.tableNamesMap,
    };
  }
  return relational;
}

/** A session has prepare() and batch(), all drizzle's D1 driver calls. */
export function createDb(d1: D1Database | D1DatabaseSession) {
  const dialect = new SQLiteAsyncDialect();
  const config = relationalConfig();
  const session = new SQLiteD1Session(d1 as D1Database, dialect, config, {});
  const db = new DrizzleD1Database<Schema>(
    "async",
    dialect,
    session as never,
    config,
  ) as DrizzleD1Database<Schema> & {
    $client: D1Database;
  };
  db.$client = d1 as D1Database;
  return db;
}

export type Db = ReturnType<typeof createDb>;
