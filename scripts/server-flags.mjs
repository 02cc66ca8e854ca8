// The Node options the production server runs with (`npm start`, the benches, deployments).
// --max-semi-space-size=16: V8's young generation grows to 3 × 64 MB under a burst of page
// requests by default, holding about 100 MB more than 16 MB semi-spaces at the same
// throughput (docs/performance.md).
export const SERVER_NODE_FLAGS = ["--max-semi-space-size=16"];
