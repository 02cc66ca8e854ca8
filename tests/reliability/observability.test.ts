import { describe, expect, it } from "vitest";
import { send, waitUntil } from "./support/http";
import { buildOrder, placeOrder, readDemoProducts } from "./support/orders";
import { startGerai } from "./support/server";

// What an operator reads off a running server: a JSON line per request with its id, route,
// status and time, and Prometheus metrics behind METRICS_TOKEN.

const TOKEN = "metrics-token-for-the-test-0123";

/** The server's JSON log lines. */
function logLines(log: string): Record<string, unknown>[] {
  return log
    .split("\n")
    .map((line) => line.replace(/^\[run \d+\] /, ""))
    .filter((line) => line.startsWith("{"))
    .map((line) => JSON.parse(line) as Record<string, unknown>);
}

/** A sample's value in Prometheus text, or undefined when it is not there. */
function sample(text: string, name: string): number | undefined {
  const line = text.split("\n").find((row) => row.startsWith(`${name} `));
  return line === undefined ? undefined : Number(line.slice(name.length + 1));
}

describe("logs and metrics", () => {
  it("logs each request as JSON with its id, and counts requests, orders and views", async () => {
    const server = await startGerai({ env: { METRICS_TOKEN: TOKEN } });
    const metrics = async () => {
      const answer = await send(server.baseUrl, {
        path: "/metrics",
        headers: { Authorization: `Bearer ${TOKEN}` },
      });
      if (answer.kind !== "answered" || answer.status !== 200) throw new Error("no metrics");
      expect(answer.headers["content-type"]).toContain("text/plain");
      return answer.body;
    };

    // The proxy's request id is kept (TRUST_PROXY=1); without one, the server makes one.
    const page = await send(server.baseUrl, {
      path: "/demo",
      headers: { "X-Request-Id": "proxy-id-42", "X-Forwarded-For": "203.0.113.7" },
    });
    expect(page.kind === "answered" && page.headers["x-request-id"]).toBe("proxy-id-42");
    const other = await send(server.baseUrl, { path: "/demo/products.data" });
    const madeId = other.kind === "answered" ? other.headers["x-request-id"] : undefined;
    expect(madeId).toMatch(/^[0-9a-f-]{36}$/);
    const broken = await send(server.baseUrl, {
      path: "/demo",
      headers: { "X-Request-Id": "a b <script>" },
    });
    expect(broken.kind === "answered" && broken.headers["x-request-id"]).toMatch(/^[0-9a-f-]{36}$/);

    const products = await readDemoProducts(server);
    const placed = await placeOrder(server, buildOrder(products, 0));
    expect(placed.kind === "answered" && placed.status).toBe(201);
    const refused = await send(server.baseUrl, {
      method: "POST",
      path: "/api/orders",
      headers: { "Content-Type": "application/json", Origin: server.baseUrl },
      body: "{}",
    });
    expect(refused.kind === "answered" && refused.status).toBe(400);

    // Views of the demo's links are written within a second or two.
    await waitUntil(async () => (sample(await metrics(), "gerai_counts_written_total") ?? 0) > 0, {
      timeoutMs: 5_000,
    });
    const text = await metrics();
    expect(sample(text, "gerai_orders_placed_total")).toBe(1);
    expect(
      sample(text, 'gerai_http_requests_total{route="/:username",method="GET",status="200"}'),
    ).toBe(2);
    expect(
      sample(
        text,
        'gerai_http_requests_total{route="/:username/products.data",method="GET",status="200"}',
      ),
    ).toBe(1);
    expect(
      sample(text, 'gerai_http_requests_total{route="/api/orders",method="POST",status="201"}'),
    ).toBe(1);
    expect(
      sample(text, 'gerai_http_requests_total{route="/api/orders",method="POST",status="400"}'),
    ).toBe(1);
    expect(
      sample(text, 'gerai_http_request_duration_seconds_count{route="/api/orders",method="POST"}'),
    ).toBe(2);
    expect(sample(text, "gerai_counts_dropped_total")).toBe(0);
    expect(sample(text, "nodejs_eventloop_lag_seconds")).toBeGreaterThanOrEqual(0);

    const requests = logLines(server.log()).filter((line) => line.msg === "request");
    expect(requests).toContainEqual(
      expect.objectContaining({
        level: "info",
        requestId: "proxy-id-42",
        method: "GET",
        route: "/:username",
        status: 200,
        ms: expect.any(Number),
        time: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      }),
    );
    expect(requests).toContainEqual(
      expect.objectContaining({ requestId: madeId, route: "/:username/products.data" }),
    );
    expect(requests).toContainEqual(
      expect.objectContaining({ method: "POST", route: "/api/orders", status: 201 }),
    );
  });

  it("answers /metrics only with the token, and not at all without METRICS_TOKEN", async () => {
    const server = await startGerai({ env: { METRICS_TOKEN: TOKEN } });
    const without = await send(server.baseUrl, { path: "/metrics" });
    expect(without.kind === "answered" && without.status).toBe(401);
    const wrong = await send(server.baseUrl, {
      path: "/metrics",
      headers: { Authorization: `Bearer ${TOKEN.replace("0", "1")}` },
    });
    expect(wrong.kind === "answered" && wrong.status).toBe(401);

    const unset = await startGerai();
    const off = await send(unset.baseUrl, {
      path: "/metrics",
      headers: { Authorization: `Bearer ${TOKEN}` },
    });
    expect(off.kind === "answered" && off.status).toBe(404);
  });
});
