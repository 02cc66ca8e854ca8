import v8 from "node:v8";
import vm from "node:vm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { testDatabaseKinds } from "../support/databases";
import { expectSoundAnswer, show } from "./checks";
import type { MountedRoute, SentRequest } from "./requests";
import { createSellerShop, type SellerShop } from "./seller-shop";
import { PROPERTY_TIMEOUT } from "./support";

// A form's field names are paths that the form's parser builds values from: a name may ask
// for a list of a hundred million places, a path a thousand levels deep, or thousands of
// fields. Every action of the route table, signed in or not, answers such a form with a
// short refusal, and the process's memory stays where it was.

vi.setConfig({ testTimeout: PROPERTY_TIMEOUT });

/** The most an answer to a form of a few bytes may weigh. */
const MAX_ANSWER_BYTES = 64 * 1024;
/**
 * A full collection, so that what is measured is memory held, not garbage V8 has not yet
 * collected (its heap grows with the allocation rate until it does).
 */
v8.setFlagsFromString("--expose-gc");
const collectGarbage = vm.runInNewContext("gc") as () => void;

/** How far the test process's memory may move over three rounds of every attack. */
const MAX_RSS_GROWTH_BYTES = 32 * 1024 * 1024;

const repeated = (count: number, field: (index: number) => [string, string]) =>
  Array.from({ length: count }, (_, index) => field(index));

/** Forms of a few bytes each that ask the parser to build something huge. */
const HOSTILE_FORMS: { name: string; fields: [string, string][] }[] = [
  { name: "a list of two million places", fields: [["x[2000000]", "1"]] },
  { name: "a list of a hundred million objects", fields: [["x[100000000].y", "1"]] },
  { name: "a huge index in a field the form has", fields: [["email[100000000]", "a"]] },
  {
    name: "huge indexes in the product form's lists",
    fields: [
      ["intent", "create"],
      ["options[99999999].choices[99999999].name", "Keju"],
      ["images[50000000]", "/media/x.webp"],
    ],
  },
  { name: "lists inside lists", fields: repeated(200, (index) => [`x[${index}].y[4000]`, "1"]) },
  { name: "a path a thousand levels deep", fields: [[`x${".y".repeat(1000)}`, "1"]] },
  { name: "a path of a thousand lists", fields: [[`x${"[0]".repeat(1000)}`, "1"]] },
  { name: "a long name", fields: [[`x${"y".repeat(20_000)}`, "1"]] },
  { name: "thousands of fields", fields: repeated(6000, (index) => [`f${index}`, "1"]) },
  { name: "thousands of appends", fields: repeated(6000, () => ["x[]", "1"]) },
  {
    name: "an intent updating a huge index",
    fields: [
      [
        "__intent__",
        JSON.stringify({ type: "update", payload: { name: "x", index: 100_000_000, value: "1" } }),
      ],
    ],
  },
  {
    name: "an intent naming a huge index",
    fields: [
      [
        "__intent__",
        JSON.stringify({ type: "update", payload: { name: "x[100000000].y", value: "1" } }),
      ],
    ],
  },
  { name: "an intent that is no JSON", fields: [["__intent__", "{"]] },
  { name: "Conform's state", fields: [["__state__", JSON.stringify({ a: "b".repeat(100_000) })]] },
];

/** An address for each route with an action, its parameters filled in. */
function actionPaths(routes: readonly MountedRoute[], username: string): string[] {
  const byId = new Map(routes.map((route) => [route.id, route]));
  const fullPath = (route: MountedRoute): string => {
    const parent = byId.get(route.parentId);
    const own = route.path ?? "";
    const base = parent ? fullPath(parent) : "";
    return own ? `${base}/${own}` : base;
  };
  return routes
    .filter((route) => typeof route.module.action === "function")
    .map((route) =>
      (fullPath(route) || "/")
        .replace(":username", username)
        .replace(":orderNumber", "ORD00000001")
        .replace(/:\w+/g, "x")
        .replace("*", "x")
        .replace(/\/+/g, "/"),
    );
}

describe.each(testDatabaseKinds)("form names on every action on %s", (kind) => {
  let shop: SellerShop;

  beforeAll(async () => {
    shop = await createSellerShop(kind);
  });
  afterAll(async () => {
    await shop?.destroy();
  });

  it("answers forms whose names would build huge values with a short refusal, the process's memory unchanged", async () => {
    const { world, sari, adminCookie } = shop;
    const paths = actionPaths(world.routes, "warung-sari");
    // Every form the interface posts to its own route: auth, admin, tracking, logout.
    expect(paths).toEqual(expect.arrayContaining(["/auth", "/admin/products", "/logout"]));

    const attackEveryAction = async () => {
      for (const path of paths) {
        for (const cookie of [undefined, sari.cookie, adminCookie]) {
          for (const form of HOSTILE_FORMS) {
            const request: SentRequest = {
              method: "POST",
              path,
              isData: true,
              body: { kind: "form", fields: form.fields },
              cookie,
            };
            const answer = await world.send(request);
            expectSoundAnswer(request, answer, { requireText: false });
            const size = Buffer.byteLength(answer.text);
            if (size > MAX_ANSWER_BYTES) {
              throw new Error(
                `${path} answered ${form.name} with ${size} bytes: ${show(answer.text.slice(0, 300))}`,
              );
            }
          }
        }
      }
    };
    // The first round loads what every route loads once (modules, compiled code, caches);
    // the band is measured over the rounds after it.
    await attackEveryAction();
    collectGarbage();
    const before = process.memoryUsage().rss;
    for (let round = 0; round < 3; round += 1) await attackEveryAction();
    collectGarbage();
    const growth = process.memoryUsage().rss - before;
    expect(growth, `RSS grew by ${Math.round(growth / 2 ** 20)} MB`).toBeLessThan(
      MAX_RSS_GROWTH_BYTES,
    );
  });
});
