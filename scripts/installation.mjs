// Where an installation keeps its data, as the server reads it (server/config.ts): what
// `npm run backup` copies and `npm run restore` brings back.
import fs from "node:fs";
import path from "node:path";

export const DATABASE_FILE = "gerai.db";
export const BACKUP_MANIFEST = "gerai-backup.json";

/** DATA_DIR, and the SQLite file when the database is SQLite (undefined for PostgreSQL). */
export function installationOf(env) {
  const dataDir = path.resolve(env.DATA_DIR || "data");
  const url = env.DATABASE_URL || `file:${path.join(dataDir, DATABASE_FILE)}`;
  return {
    dataDir,
    databaseFile: url.startsWith("file:") ? path.resolve(url.slice("file:".length)) : undefined,
  };
}

/**
 * What a backup takes from DATA_DIR besides the database: the uploads and the small files
 * (the demo's login, a secret kept there by an older version); not the database's own
 * files, nor the development mail outbox.
 */
export function isKeptFile(entry) {
  if (entry.name.startsWith(DATABASE_FILE) || entry.name === "mail") return false;
  return entry.isFile() || (entry.isDirectory() && entry.name === "uploads");
}

/** The SQLite database file and the files SQLite keeps beside it while it is in use. */
export function databaseFilesOf(databaseFile) {
  return ["", "-wal", "-shm", "-journal"].map((suffix) => `${databaseFile}${suffix}`);
}

/**
 * Makes a folder and everything in it its owner's alone (folders 0700, files 0600): a backup
 * and a data folder hold password hashes and session tokens, whatever modes they had.
 */
export function keepPrivate(folder) {
  fs.chmodSync(folder, 0o700);
  for (const entry of fs.readdirSync(folder, { withFileTypes: true })) {
    const target = path.join(folder, entry.name);
    if (entry.isDirectory()) keepPrivate(target);
    else if (entry.isFile()) fs.chmodSync(target, 0o600);
  }
}
