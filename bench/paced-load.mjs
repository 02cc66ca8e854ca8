// Requests arriving at a steady pace, whatever the answers before them (an open load): the
// i-th request is due at start + i / rate, and its time is counted from when it was due, so a
// request that waited for a free connection, or for this process, counts that wait too.
//
// autocannon's `overallRate` is no such load: each connection sends its share of a second
// back to back, as fast as it is answered, and then waits for the next second. Every
// connection starts its second at the same moment, so a second's requests arrive as a burst
// at its start, and what it measures is how long the burst takes to drain.
import http from "node:http";

/**
 * Sends `rate` requests a second for `warmupSeconds` (not counted: connections opening, code
 * compiled), then for `seconds`, over at most `connections` keep-alive connections.
 * `request(index)` gives each request's path, method, headers and body. Answers the counted
 * requests' figures: answered with 2xx a second, refused, failed, latency percentiles in ms.
 */
export async function pacedLoad({
  url,
  rate,
  seconds,
  warmupSeconds = 2,
  connections = 200,
  request,
}) {
  const { hostname, port } = new URL(url);
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const warmup = Math.round(rate * warmupSeconds);
  const total = warmup + Math.round(rate * seconds);
  const latencies = [];
  let ok = 0;
  let errors = 0;
  let settled = 0;
  let onSettled;
  const allSettled = new Promise((resolve) => (onSettled = resolve));
  const settle = () => {
    settled += 1;
    if (settled === total) onSettled();
  };

  function send(index, dueAt) {
    const { method = "GET", path, headers = {}, body } = request(index);
    const outgoing = http.request(
      {
        host: hostname,
        port,
        method,
        path,
        agent,
        headers: body ? { ...headers, "content-length": Buffer.byteLength(body) } : headers,
      },
      (response) => {
        response.resume();
        response.once("end", () => {
          if (index >= warmup) {
            latencies.push(performance.now() - dueAt);
            if (response.statusCode < 300) ok += 1;
          }
          settle();
        });
      },
    );
    outgoing.once("error", () => {
      if (index >= warmup) errors += 1;
      settle();
    });
    outgoing.end(body);
  }

  const startedAt = performance.now();
  const dueAt = (index) => startedAt + (index * 1000) / rate;
  let sent = 0;
  await new Promise((resolve) => {
    const sendDue = () => {
      const now = performance.now();
      for (; sent < total && dueAt(sent) <= now; sent++) send(sent, dueAt(sent));
      if (sent < total) setTimeout(sendDue, Math.max(0, dueAt(sent) - performance.now()));
      else resolve();
    };
    sendDue();
  });
  const countedFrom = dueAt(warmup);
  await allSettled;
  const countedFor = (performance.now() - countedFrom) / 1000;
  agent.destroy();

  latencies.sort((a, b) => a - b);
  const percentile = (p) =>
    latencies.length === 0
      ? NaN
      : Math.round(
          10 * latencies[Math.min(latencies.length - 1, Math.floor(p * latencies.length))],
        ) / 10;
  return {
    okPerSecond: ok / countedFor,
    ok,
    non2xx: latencies.length - ok,
    errors,
    p50Ms: percentile(0.5),
    p99Ms: percentile(0.99),
    maxMs: percentile(1),
  };
}
