// `npm run restore -- [--replace] <backup folder>`: brings a backup of `npm run backup` back
// into DATA_DIR, which must be empty or not exist yet (a stopped server's new folder); the
// server started on it afterwards finds everything as it was when the backup was taken.
// With --replace it goes over an existing installation (its server stopped): the database and
// its -wal and -shm files are removed first, since SQLite would replay a stale -wal onto the
// restored file and read back the old data.
import fs from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import SQLite from "better-sqlite3";
import {
  BACKUP_MANIFEST,
  DATABASE_FILE,
  databaseFilesOf,
  installationOf,
  keepPrivate,
} from "./installation.mjs";

let options;
try {
  options = parseArgs({ allowPositionals: true, options: { replace: { type: "boolean" } } });
} catch (error) {
  console.error(`${error.message}\nUsage: npm run restore -- [--replace] backups/gerai-…`);
  process.exit(1);
}
const isReplacing = options.values.replace ?? false;
const from = options.positionals[0] && path.resolve(options.positionals[0]);
if (!from || !fs.existsSync(path.join(from, BACKUP_MANIFEST))) {
  console.error("Name the backup's folder: npm run restore -- backups/gerai-…");
  process.exit(1);
}
const { dataDir, databaseFile } = installationOf(process.env);
if (!databaseFile) {
  console.error("DATABASE_URL names a PostgreSQL database: restore it with pg_restore.");
  process.exit(1);
}
const existing = databaseFilesOf(databaseFile).filter((file) => fs.existsSync(file));
if (!isReplacing) {
  if (fs.existsSync(dataDir) && fs.readdirSync(dataDir).length > 0) {
    console.error(
      `${dataDir} is not empty: restore into a new DATA_DIR, or stop its server and add ` +
        "--replace to replace what it holds.",
    );
    process.exit(1);
  }
  if (existing.length > 0) {
    console.error(
      `A database is already there (${existing.join(", ")}): restore into a new database ` +
        "file, or stop its server and add --replace to replace it.",
    );
    process.exit(1);
  }
}

// The copy is checked, and what it holds counted, before anything is written.
const copyFile = path.join(from, DATABASE_FILE);
const copy = new SQLite(copyFile, { readonly: true, fileMustExist: true });
let expected;
try {
  const [check] = copy.pragma("integrity_check", { simple: false });
  if (check.integrity_check !== "ok") {
    console.error(`The backup's database is damaged: ${check.integrity_check}`);
    process.exit(1);
  }
  expected = countRows(copy);
} finally {
  copy.close();
}

process.umask(0o077);
fs.mkdirSync(dataDir, { recursive: true, mode: 0o700 });
fs.chmodSync(dataDir, 0o700);
for (const entry of fs.readdirSync(from)) {
  if (entry === BACKUP_MANIFEST || entry === DATABASE_FILE) continue;
  fs.cpSync(path.join(from, entry), path.join(dataDir, entry), { recursive: true, force: true });
}
fs.mkdirSync(path.dirname(databaseFile), { recursive: true, mode: 0o700 });
// The old database's own files go first: a -wal left beside the restored file would be
// replayed onto it, and a -shm would describe a -wal that is not there.
for (const file of existing) fs.rmSync(file, { force: true });
fs.copyFileSync(copyFile, databaseFile);
keepPrivate(dataDir);
fs.chmodSync(databaseFile, 0o600);

// What the server will read is what the backup holds, table by table.
const restored = new SQLite(databaseFile, { fileMustExist: true });
let found;
try {
  found = countRows(restored);
} finally {
  restored.close();
}
const differences = [...new Set([...Object.keys(expected), ...Object.keys(found)])]
  .filter((table) => expected[table] !== found[table])
  .map((table) => `${table}: ${found[table] ?? "missing"} rows, the backup has ${expected[table]}`);
if (differences.length > 0) {
  console.error(
    `The restored database at ${databaseFile} does not hold what the backup holds:\n` +
      differences.join("\n"),
  );
  process.exit(1);
}
const summary = ["orders", "products", "user"]
  .filter((table) => table in found)
  .map((table) => `${table === "user" ? "accounts" : table}: ${found[table]}`)
  .join(", ");
console.log(`Restored ${from} into ${dataDir} (${summary}; every table holds the backup's rows).`);

/** The number of rows in each table of a database. */
function countRows(database) {
  const tables = database
    .prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'")
    .pluck()
    .all();
  return Object.fromEntries(
    tables.map((table) => [
      table,
      database
        .prepare(`SELECT count(*) FROM "${table.replaceAll('"', '""')}"`)
        .pluck()
        .get(),
    ]),
  );
}
