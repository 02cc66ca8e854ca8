// One piece of work at a time, taken from bounded lines in an order of priority: the picture
// decoder's line (./decoder.ts). A seller's upload never waits behind anything an anonymous
// request asked for, only behind the one piece already running; and no line grows without
// end, so a flood of requests is refused at once instead of holding memory and making
// everyone behind it wait (docs/decisions/044-a-bounded-picture-decoder.md).

/** A line was full: the work was refused without being queued. */
export class TurnsFullError extends Error {
  constructor(readonly line: string) {
    super(`the ${line} line of the picture decoder is full`);
    this.name = "TurnsFullError";
  }
}

export type Turns<Line extends string> = {
  /**
   * Runs `work` once every piece before it has finished: every piece waiting in an earlier
   * line, then those of its own line that came first. Rejects with TurnsFullError, at once,
   * when its line already holds as many waiting pieces as its limit.
   */
  run<T>(line: Line, work: () => Promise<T>): Promise<T>;
  /** Pieces waiting, not counting the one running. */
  waiting(): number;
  /** Pieces started since the lines were made, by line. */
  started(): Readonly<Record<Line, number>>;
};

/** Lines of work; `limits` lists them first to last in priority, with how many may wait. */
export function createTurns<Line extends string>(
  limits: Readonly<Record<Line, number>>,
): Turns<Line> {
  const order = Object.keys(limits) as Line[];
  const lines = new Map(order.map((line) => [line, [] as (() => Promise<void>)[]]));
  const started = Object.fromEntries(order.map((line) => [line, 0])) as Record<Line, number>;
  let isRunning = false;

  async function runAll() {
    if (isRunning) return;
    isRunning = true;
    try {
      for (;;) {
        const line = order.find((candidate) => lines.get(candidate)!.length > 0);
        if (line === undefined) return;
        const next = lines.get(line)!.shift()!;
        started[line] += 1;
        // Settles its caller's promise itself, and never rejects.
        await next();
      }
    } finally {
      isRunning = false;
    }
  }

  return {
    run(line, work) {
      const waiting = lines.get(line)!;
      if (waiting.length >= limits[line]) return Promise.reject(new TurnsFullError(line));
      return new Promise((resolve, reject) => {
        waiting.push(() => Promise.resolve().then(work).then(resolve, reject));
        void runAll();
      });
    },
    waiting: () => order.reduce((sum, line) => sum + lines.get(line)!.length, 0),
    started: () => ({ ...started }),
  };
}
