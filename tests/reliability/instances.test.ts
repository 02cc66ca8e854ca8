import { describe, expect, it } from "vitest";
import { LOCAL_UPLOADS_WARNING } from "#server/media/storage";
import { send } from "./support/http";
import { adminUrl, createOwnDatabase } from "./support/postgres";
import { startGerai } from "./support/server";
import { signInSeller } from "./support/uploads";

// Several instances on one PostgreSQL database, each with a DATA_DIR of its own, are one
// platform: a seller signed in through one is signed in on every other, with nothing set up
// beyond DATABASE_URL. An instance that would keep uploads on its own disk says so.

describe.skipIf(!adminUrl)("two instances on one PostgreSQL database", () => {
  it("accept each other's sessions without AUTH_SECRET, and warn that uploads stay local", async () => {
    const database = await createOwnDatabase();
    const first = await startGerai({ databaseUrl: database.url });
    const second = await startGerai({
      databaseUrl: database.url,
      demoLogin: first.sellerLogin,
    });
    expect(second.dataDir).not.toBe(first.dataDir);

    const cookie = await signInSeller(first);
    for (const server of [first, second]) {
      const page = await send(server.baseUrl, {
        path: "/admin/orders",
        headers: { Cookie: cookie },
      });
      expect(page.kind === "answered" && page.status).toBe(200);
    }
    // And the other way round: a session made on the second.
    const secondCookie = await signInSeller(second);
    const page = await send(first.baseUrl, {
      path: "/admin/orders",
      headers: { Cookie: secondCookie },
    });
    expect(page.kind === "answered" && page.status).toBe(200);

    expect(first.log()).toContain(LOCAL_UPLOADS_WARNING);
    expect(second.log()).toContain(LOCAL_UPLOADS_WARNING);
  });
});

describe("one instance on SQLite", () => {
  it("keeps sessions across a restart and does not warn about uploads", async () => {
    const server = await startGerai();
    const cookie = await signInSeller(server);
    server.kill("SIGTERM");
    await server.exited;
    const again = await server.restart();
    const page = await send(again.baseUrl, { path: "/admin/orders", headers: { Cookie: cookie } });
    expect(page.kind === "answered" && page.status).toBe(200);
    expect(again.log()).not.toContain(LOCAL_UPLOADS_WARNING);
  });
});
