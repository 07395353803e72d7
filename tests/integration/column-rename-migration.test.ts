import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { eq } from "drizzle-orm";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { contactSubmissions } from "@/lib/db/schema";
import { createDatabase } from "../support/postgres-server";

// The lead columns were renamed from Dutch (naam, telefoon, adres, daktype, bericht) to English. A database made
// before the rename must keep every request: the migration renames the columns, it never drops and re-adds them.

const migrations = path.join(process.cwd(), "lib/db/migrations");
const renameTag = "0007_english_column_names";

/** A copy of the migrations folder that stops just before the rename: the schema as a deployed site has it. */
function migrationsBeforeRename(): { folder: string; cleanup: () => void } {
  const folder = mkdtempSync(path.join(tmpdir(), "migrations-before-rename-"));
  cpSync(migrations, folder, { recursive: true });
  const journalPath = path.join(folder, "meta/_journal.json");
  const journal = JSON.parse(readFileSync(journalPath, "utf8")) as { entries: { tag: string }[] };
  const at = journal.entries.findIndex((entry) => entry.tag === renameTag);
  expect(at, "the rename migration is in the journal").toBeGreaterThan(0);
  writeFileSync(journalPath, JSON.stringify({ ...journal, entries: journal.entries.slice(0, at) }));
  return { folder, cleanup: () => rmSync(folder, { recursive: true, force: true }) };
}

const oldRow = `insert into contact_submissions (naam, telefoon, email, adres, daktype, bericht, idempotency_key)
  values ('Jan de Vries', '+31612345678', 'jan@example.nl', 'Kerkstraat 1, Uden', 'plat-dak', 'Lekkage', 'voor-hernoemen')`;

type Steps = {
  /** Applies the migrations in `folder` to the database. */
  migrate: (folder: string) => Promise<void>;
  exec: (sql: string) => Promise<void>;
  db: () => ReturnType<typeof drizzlePglite> | ReturnType<typeof drizzlePg>;
  close: () => Promise<void>;
};

const databases: Record<"pglite" | "postgres", () => Promise<Steps>> = {
  pglite: async () => {
    const client = await PGlite.create();
    const db = drizzlePglite(client, { schema: { contactSubmissions } });
    return {
      migrate: (folder) => migratePglite(db, { migrationsFolder: folder }),
      exec: async (sql) => void (await client.exec(sql)),
      db: () => db,
      close: () => client.close(),
    };
  },
  postgres: async () => {
    const pool = new pg.Pool({ connectionString: await createDatabase(inject("postgresUrl")), max: 2 });
    const db = drizzlePg(pool, { schema: { contactSubmissions } });
    return {
      migrate: (folder) => migratePg(db, { migrationsFolder: folder }),
      exec: async (sql) => void (await pool.query(sql)),
      db: () => db,
      close: () => pool.end(),
    };
  },
};

for (const [kind, open] of Object.entries(databases)) {
  describe(`the English column names on ${kind}`, () => {
    let steps: Steps;
    const before = migrationsBeforeRename();

    beforeAll(async () => {
      steps = await open();
    });
    afterAll(async () => {
      await steps?.close();
      before.cleanup();
    });

    it("keeps a request stored under the Dutch column names", async () => {
      await steps.migrate(before.folder);
      await steps.exec(oldRow);
      await steps.migrate(migrations);
      const rows = await steps
        .db()
        .select()
        .from(contactSubmissions)
        .where(eq(contactSubmissions.idempotencyKey, "voor-hernoemen"));
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({
        name: "Jan de Vries",
        phone: "+31612345678",
        email: "jan@example.nl",
        address: "Kerkstraat 1, Uden",
        roofType: "plat-dak",
        message: "Lekkage",
        formVariant: "full",
        status: "new",
      });
    });
  });
}
