// `npm run backup [-- <folder>]`: a consistent copy of a SQLite installation, taken while the
// server runs: the database through SQLite's online backup, then the uploads and the small
// files of DATA_DIR. Written to <folder>, by default backups/gerai-<time> (which must not
// hold anything yet). `npm run restore -- <folder>` brings it back.
// On PostgreSQL the database is saved with pg_dump and the pictures by the bucket's own
// versioning: docs/deploy.md, "Backups".
import fs from "node:fs";
import path from "node:path";
import SQLite from "better-sqlite3";
import {
  BACKUP_MANIFEST,
  DATABASE_FILE,
  installationOf,
  isKeptFile,
  keepPrivate,
} from "./installation.mjs";

const { dataDir, databaseFile } = installationOf(process.env);
if (!databaseFile) {
  console.error(
    "DATABASE_URL names a PostgreSQL database: back it up with pg_dump, and the pictures " +
      "with the bucket's versioning (docs/deploy.md, Backups).",
  );
  process.exit(1);
}
if (!fs.existsSync(databaseFile)) {
  console.error(`No database at ${databaseFile}: set DATA_DIR or DATABASE_URL.`);
  process.exit(1);
}

const stamp = new Date().toISOString().replace(/[:.]/g, "-");
const target = path.resolve(process.argv[2] ?? path.join("backups", `gerai-${stamp}`));
if (fs.existsSync(target) && fs.readdirSync(target).length > 0) {
  console.error(`${target} is not empty: name a new folder.`);
  process.exit(1);
}
// A backup holds password hashes and session tokens: it is its owner's alone, in a folder
// that was there already too.
process.umask(0o077);
fs.mkdirSync(target, { recursive: true, mode: 0o700 });
fs.chmodSync(target, 0o700);

// A step that another connection's write interrupts starts again; after the first, each
// step copies the whole database under one read, which in WAL mode no write waits for.
const source = new SQLite(databaseFile, { readonly: true, fileMustExist: true });
try {
  await source.backup(path.join(target, DATABASE_FILE), {
    progress: ({ totalPages }) => totalPages + 1,
  });
} finally {
  source.close();
}

// Pictures are stored once under names made from their content and never changed, so a copy
// taken after the database holds every picture it names. Half-written ones are left out.
let files = 0;
for (const entry of fs.readdirSync(dataDir, { withFileTypes: true })) {
  if (!isKeptFile(entry)) continue;
  fs.cpSync(path.join(dataDir, entry.name), path.join(target, entry.name), {
    recursive: true,
    filter: (from) => !from.endsWith(".tmp"),
  });
  files += 1;
}
fs.writeFileSync(
  path.join(target, BACKUP_MANIFEST),
  `${JSON.stringify({ createdAt: new Date().toISOString(), database: DATABASE_FILE }, null, 2)}\n`,
);
// Copies keep their source's modes, which an older installation may have left open.
keepPrivate(target);
console.log(`Backup written to ${target} (the database and ${files} more entries of DATA_DIR).`);
