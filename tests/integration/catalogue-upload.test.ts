import { UNSAFE_decodeViaTurboStream as decodeViaTurboStream } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getRequestListener } from "@hono/node-server";
import { createHttpApp } from "#server/http";
import { createNodeServer } from "#server/node-server";
import * as rootRoute from "#app/root";
import { createTestContext } from "./support/app-context";
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from "./support/databases";
import { createTestBuild } from "./support/route-requests";
import { brandOwner } from "./support/sellers";
import { mountAppRoutes } from "./fuzz/requests";

// The catalogue import's body limit (decision 073): its page takes a file up to the picture
// upload's limit, so a 5,000-row catalogue is read, while every other form keeps its 256 KB.

const MB = 1024 * 1024;

/** A catalogue of `rows` products with two options each, as a seller's CSV. */
function catalogueCsv(rows: number): string {
  const lines = ["Kode Produk,Nama Produk,Deskripsi,Harga,Opsi"];
  for (let index = 0; index < rows; index += 1) {
    lines.push(
      `K-${index},Produk ${index},Kue buatan rumah nomor ${index} dengan bahan pilihan,${10_000 + index},"Ukuran: Kecil=0; Besar=+5000 | wajib\nTopping: Keju=+3000; Coklat=+2000 | pilih 0-2"`,
    );
  }
  return `\uFEFF${lines.join("\r\n")}\r\n`;
}

describe.each(testDatabaseKinds)("the catalogue import's upload on %s", (kind) => {
  let t: TestDatabase;
  let cookie: string;
  let origin: string;
  let stop: () => Promise<unknown>;

  beforeAll(async () => {
    t = await createTestDatabase(kind);
    // A real server: the client's address is read from its connection.
    const server = createNodeServer((req, res) => void listener(req, res));
    origin = `http://127.0.0.1:${await server.listen(0)}`;
    stop = () => server.drain(1_000);
    const base = createTestContext(t);
    const context = { ...base, config: { ...base.config, appUrl: origin } };
    const app = createHttpApp({
      ...context,
      build: createTestBuild(await mountAppRoutes(), rootRoute),
      clientDir: undefined,
      mediaDir: undefined,
    });
    const listener = getRequestListener(app.fetch);
    const owner = await brandOwner(t, "unggah");
    const answer = await t.auth.api.signInEmail({
      body: { email: owner.email, password: "rahasia123" },
      asResponse: true,
    });
    cookie = answer.headers
      .getSetCookie()
      .map((line) => line.split(";")[0])
      .join("; ");
  });
  afterAll(async () => {
    await stop?.();
    await t?.destroy();
  });

  const postFile = (text: string | Uint8Array) => {
    const form = new FormData();
    form.append(
      "file",
      new Blob([typeof text === "string" ? text : new Uint8Array(text)]),
      "produk.csv",
    );
    return fetch(`${origin}/admin/products/import.data`, {
      method: "POST",
      headers: { Cookie: cookie, Origin: origin },
      body: form,
    });
  };

  it("reads a 5,000-row file past the forms' limit and previews it", async () => {
    const csv = catalogueCsv(5_000);
    // Three times the 256 KB a form may post.
    expect(csv.length).toBeGreaterThan(3 * 256 * 1024);
    const response = await postFile(csv);
    expect(response.status, await response.clone().text()).toBe(200);
    const decoded = await decodeViaTurboStream(response.body!, globalThis);
    const value = decoded.value as {
      data: { value: { preview: { counts: unknown; problemCount: number } } };
    };
    expect(value.data.value.preview).toMatchObject({
      counts: { new: 5_000, changed: 0, unchanged: 0 },
      problemCount: 0,
    });
  }, 60_000);

  it("refuses a file past the upload limit, and a product form past the forms' limit", async () => {
    const huge = await postFile(new Uint8Array(9 * MB).fill(0x61));
    expect(huge.status).toBe(413);
    const form = await fetch(`${origin}/admin/products.data`, {
      method: "POST",
      headers: {
        Cookie: cookie,
        Origin: origin,
        "Content-Type": "application/x-www-form-urlencoded",
      },
      body: new URLSearchParams({
        intent: "create",
        name: "x",
        price: "1",
        description: "a".repeat(300_000),
      }).toString(),
    });
    expect(form.status).toBe(413);
  });
});
