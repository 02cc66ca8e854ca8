import { describe, expect, it } from "vitest";
import { createTurns, TurnsFullError } from "./turns";

/** A piece of work that runs until released, noting when it starts. */
function held(name: string, log: string[]) {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  return {
    release: () => release(),
    work: async () => {
      log.push(name);
      await released;
      return name;
    },
  };
}

const settled = () => new Promise((resolve) => setImmediate(resolve));

describe("turns of the picture decoder", () => {
  it("runs one piece at a time, every waiting seller's piece before any anonymous one", async () => {
    const turns = createTurns({ seller: 5, anonymous: 5 });
    const log: string[] = [];
    const pieces = [
      ["icon 1", "anonymous"],
      ["icon 2", "anonymous"],
      ["icon 3", "anonymous"],
      ["upload 1", "seller"],
      ["upload 2", "seller"],
    ] as const;
    const running = pieces.map(([name, line]) => {
      const piece = held(name, log);
      return { piece, done: turns.run(line, piece.work) };
    });
    await settled();
    // The first icon was alone when it came, and is not stopped.
    expect(log).toEqual(["icon 1"]);
    expect(turns.waiting()).toBe(4);
    for (const { piece } of running) piece.release();
    await Promise.all(running.map(({ done }) => done));
    expect(log).toEqual(["icon 1", "upload 1", "upload 2", "icon 2", "icon 3"]);
    expect(turns.started()).toEqual({ seller: 2, anonymous: 3 });
  });

  it("refuses at once a piece whose line is full, and takes others in the other line", async () => {
    const turns = createTurns({ seller: 2, anonymous: 1 });
    const log: string[] = [];
    const first = held("running", log);
    const running = turns.run("seller", first.work);
    await settled();
    const waiting = [held("a", log), held("b", log), held("c", log)];
    const queued = [
      turns.run("seller", waiting[0].work),
      turns.run("seller", waiting[1].work),
      turns.run("anonymous", waiting[2].work),
    ];
    await expect(turns.run("seller", async () => "too many")).rejects.toBeInstanceOf(
      TurnsFullError,
    );
    await expect(turns.run("anonymous", async () => "too many")).rejects.toThrow(
      "the anonymous line of the picture decoder is full",
    );
    first.release();
    for (const piece of waiting) piece.release();
    expect(await Promise.all([running, ...queued])).toEqual(["running", "a", "b", "c"]);
    // Room again once the line has moved.
    expect(await turns.run("seller", async () => "later")).toBe("later");
  });

  it("goes on after a piece that fails, which rejects its own caller only", async () => {
    const turns = createTurns({ seller: 3 });
    const failing = turns.run("seller", async () => {
      throw new Error("decoder crashed");
    });
    const next = turns.run("seller", async () => "next");
    await expect(failing).rejects.toThrow("decoder crashed");
    expect(await next).toBe("next");
  });
});
