import { describe, expect, it } from "vitest";
import { z } from "zod";
import { AppError, parseId, parseInput } from "./errors";

function refusal(run: () => unknown): AppError {
  try {
    run();
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
  throw new Error("expected a refusal");
}

describe("parsing a use-case's input", () => {
  const schema = z.object({
    name: z.string({ error: "Nama wajib diisi" }),
    count: z.number(),
    tags: z.array(z.string()).max(2),
    kind: z.enum(["a", "b"]),
    nested: z.object({ deep: z.object({ deeper: z.boolean() }) }),
  });
  const valid = { name: "Kopi", count: 1, tags: [], kind: "a", nested: { deep: { deeper: true } } };

  it("keeps a schema's own Indonesian message", () => {
    const error = refusal(() => parseInput(schema, { ...valid, name: null }));
    expect(error.code).toBe("VALIDATION");
    expect(error.message).toBe("Nama wajib diisi");
    expect(error.fieldErrors).toEqual({ name: "Nama wajib diisi" });
  });

  it("says 'Data tidak valid' where a schema has no message, never zod's English", () => {
    for (const input of [
      null,
      [],
      42,
      "teks",
      { ...valid, count: "1" },
      { ...valid, tags: ["a", "b", "c"] },
      { ...valid, kind: "c" },
      { ...valid, nested: { deep: [[[[[]]]]] } },
    ]) {
      const error = refusal(() => parseInput(schema, input));
      expect(error.status, JSON.stringify(input)).toBe(400);
      expect(error.message, JSON.stringify(input)).toBe("Data tidak valid");
      for (const message of Object.values(error.fieldErrors)) {
        expect(message).toBe("Data tidak valid");
      }
    }
  });
});

describe("ids named by a request", () => {
  it("takes an id as this site makes them", () => {
    const id = crypto.randomUUID();
    expect(parseId(id, "Link tidak ditemukan")).toBe(id);
  });

  it("finds nothing for anything else, before any query", () => {
    for (const id of [undefined, null, 7, "", "a\u0000b", "a b", "x".repeat(65), ["id"]]) {
      const error = refusal(() => parseId(id, "Link tidak ditemukan"));
      expect([error.code, error.message], JSON.stringify(id)).toEqual([
        "NOT_FOUND",
        "Link tidak ditemukan",
      ]);
    }
  });
});
