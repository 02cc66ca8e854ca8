// `npm run restore -- <backup folder>`: brings a backup of `npm run backup` back into
// DATA_DIR, which must be empty or not exist yet (a stopped server's new folder); the server
// started on it afterwards finds everything as it was when the backup was taken.
import fs from "node:fs";
import path from "node:path";
import SQLite from "better-sqlite3";
import { BACKUP_MANIFEST, DATABASE_FILE, installationOf } from "./installation.mjs";

const from = process.argv[2] && path.resolve(process.argv[2]);
if (!from || !fs.existsSync(path.join(from, BACKUP_MANIFEST))) {
  console.error("Name the backup's folder: npm run restore -- backups/gerai-…");
  process.exit(1);
}
const { dataDir, databaseFile } = installationOf(process.env);
if (!databaseFile) {
  console.error("DATABASE_URL names a PostgreSQL database: restore it with pg_restore.");
  process.exit(1);
}
if (fs.existsSync(dataDir) && fs.readdirSync(dataDir).length > 0) {
  console.error(`${dataDir} is not empty: restore into a new DATA_DIR.`);
  process.exit(1);
}

// The copy is checked before anything is written.
const copy = new SQLite(path.join(from, DATABASE_FILE), { readonly: true, fileMustExist: true });
try {
  const [check] = copy.pragma("integrity_check", { simple: false });
  if (check.integrity_check !== "ok") {
    console.error(`The backup's database is damaged: ${check.integrity_check}`);
    process.exit(1);
  }
} finally {
  copy.close();
}

fs.mkdirSync(dataDir, { recursive: true, mode: 0o700 });
for (const entry of fs.readdirSync(from)) {
  if (entry === BACKUP_MANIFEST || entry === DATABASE_FILE) continue;
  fs.cpSync(path.join(from, entry), path.join(dataDir, entry), { recursive: true });
}
fs.mkdirSync(path.dirname(databaseFile), { recursive: true, mode: 0o700 });
fs.copyFileSync(path.join(from, DATABASE_FILE), databaseFile);
fs.chmodSync(databaseFile, 0o600);
console.log(`Restored ${from} into ${dataDir}.`);
