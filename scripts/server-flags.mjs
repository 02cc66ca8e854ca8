// The Node options the production server runs with (`npm start`, the benches, deployments).
// Run as a script, it prints them for scripts/start.sh.
import { fileURLToPath } from "node:url";

// Measured under a burst of new visitors on the shop home and on first renders of many shops
// (docs/performance.md, decisions 031, 033 and 037):
// - --max-semi-space-size=16: V8's young generation grows to two semi-spaces of 64 MB by
//   default, of 16 MB here, at the same throughput. V8 rounds a semi-space up to a power of
//   two: the 12 written here before gave 16 all the same (32 MB of young generation, read
//   from v8.getHeapSpaceStatistics()). 8 MB promoted more of each burst to the old
//   generation and cost 15 % more CPU a request.
// - --heap-growing-percent=20: after each full collection V8 lets the old generation grow to
//   up to four times what was alive before collecting again. The server's live data is
//   small and bounded (the counting limits hold the most), and what a burst promotes dies
//   soon after: the old generation is collected at 1.2 times its live data instead (or 8 MB
//   more, whichever is larger), about 30 MB less at the same CPU per request.
// - --incremental-marking-soft-trigger=50: V8 starts marking the old generation once the
//   room left under its limit is no more than the young generation could promote at once.
//   With the limit above, that is true right after each collection: the server was marking
//   almost all the time, a full collection every 15 first renders of a shop page. Marking
//   now starts once half the room is used; the limit, and so the most memory the old
//   generation takes, is unchanged.
export const SERVER_NODE_FLAGS = [
  "--max-semi-space-size=16",
  "--heap-growing-percent=20",
  "--incremental-marking-soft-trigger=50",
];

/**
 * The environment the server process starts with, besides the caller's. glibc gives each
 * thread that allocates (libuv's pool, V8's compiler and collector helpers) an arena of its
 * own, up to eight per core, and each keeps what it once held: two arenas kept about 10 MB
 * less under a burst, at the same throughput. A value already set is left alone.
 */
export function serverEnvironment(environment) {
  return { MALLOC_ARENA_MAX: "2", ...environment };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) console.log(SERVER_NODE_FLAGS.join(" "));
