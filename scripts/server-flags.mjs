// The Node options the production server runs with (`npm start`, the benches, deployments).
// Measured under a burst of new visitors on the shop home (docs/performance.md, decisions 031
// and 033):
// - --max-semi-space-size=16: V8's young generation grows to 3 × 64 MB by default, 3 × 16 MB
//   here, at the same throughput. Smaller still (8 MB) promoted more of each burst to the
//   old generation and cost 15 % more CPU a request.
// - --heap-growing-percent=20: after each full collection V8 lets the old generation grow to
//   up to four times what was alive before collecting again. The server's live data is
//   small and bounded (the counting limits hold the most), and what a burst promotes dies
//   soon after: the old generation is collected at 1.2 times its live data instead, about
//   30 MB less at the same CPU per request.
export const SERVER_NODE_FLAGS = ["--max-semi-space-size=16", "--heap-growing-percent=20"];

/**
 * The environment the server process starts with, besides the caller's. glibc gives each
 * thread that allocates (libuv's pool, V8's compiler and collector helpers) an arena of its
 * own, up to eight per core, and each keeps what it once held: two arenas kept about 10 MB
 * less under a burst, at the same throughput. A value already set is left alone.
 */
export function serverEnvironment(environment) {
  return { MALLOC_ARENA_MAX: "2", ...environment };
}
