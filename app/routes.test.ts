import type { RouteConfigEntry } from "@react-router/dev/routes";
import { describe, expect, it } from "vitest";
import { isReservedPath } from "#domain/reserved-paths";
import routes from "./routes";

/** The first segment of every route that starts with a fixed name, through layouts. */
function topLevelStaticSegments(entries: readonly RouteConfigEntry[]): Set<string> {
  const segments = new Set<string>();
  for (const entry of entries) {
    if (entry.path === undefined || entry.path === "") {
      // A layout or an index adds no segment: its children start at the top.
      for (const segment of topLevelStaticSegments(entry.children ?? [])) segments.add(segment);
      continue;
    }
    const first = entry.path.split("/")[0]!;
    if (!first.startsWith(":") && first !== "*") segments.add(first);
  }
  return segments;
}

describe("the route table and the reserved paths", () => {
  it("reserves every top-level name a route uses, so no shop can take it", () => {
    const segments = [...topLevelStaticSegments(routes)];
    // The walk sees the table: the prefixes and the pages inside the public layout.
    expect(segments).toEqual(expect.arrayContaining(["admin", "api", "auth", "products", "cart"]));
    expect(segments.filter((segment) => !isReservedPath(segment))).toEqual([]);
  });
});
