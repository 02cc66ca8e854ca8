import { expect, test } from "./fixtures";

test.describe("HTTP delivery", () => {
  test("serves hashed assets compressed with a one-year immutable cache", async ({ request }) => {
    const html = await (await request.get("/demo")).text();
    const asset = html.match(/\/assets\/[\w.-]+\.js/)?.[0];
    expect(asset).toBeTruthy();
    const response = await request.get(asset!, { headers: { "Accept-Encoding": "gzip" } });
    expect(response.status()).toBe(200);
    expect(response.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(response.headers()["content-encoding"]).toBe("gzip");
  });

  test("compresses pages and keeps them out of the long cache", async ({ request }) => {
    const response = await request.get("/demo", { headers: { "Accept-Encoding": "gzip" } });
    expect(response.headers()["content-encoding"]).toBe("gzip");
    expect(response.headers()["cache-control"] ?? "").not.toContain("immutable");
  });

  test("answers the health check", async ({ request }) => {
    const response = await request.get("/healthz");
    expect(await response.text()).toBe("ok");
  });
});

test.describe("origin checks", () => {
  test("a form posted from another site is refused and signs nobody in", async ({ request }) => {
    const response = await request.post("/auth", {
      headers: {
        Origin: "https://evil.example",
        "Content-Type": "application/x-www-form-urlencoded",
      },
      data: "email=demo%40gerai.local&password=x",
    });
    expect(response.status()).toBe(403);
    expect(response.headers()["set-cookie"]).toBeUndefined();
  });
});
