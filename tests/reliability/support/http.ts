import http, { type IncomingHttpHeaders } from "node:http";

// A bare HTTP client that tells apart what a browser would lump together as "failed":
// a refused connection, a reset before any answer, and an answer cut off half-way.
// Every request has a connection of its own, so one failure never hides behind a pool.

export type Timing = {
  startedAt: number;
  /** When the TCP connection was established; absent when it never was. */
  connectedAt?: number;
  endedAt: number;
};

export type Answer = {
  kind: "answered";
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
} & Timing;

export type Failure = {
  /**
   * refused: no connection; reset: connected but no answer; truncated: the answer started
   * and did not end; timeout: nothing conclusive in time.
   */
  kind: "refused" | "reset" | "truncated" | "timeout";
  error: string;
  /** The status line, when one arrived before the failure. */
  status?: number;
} & Timing;

export type Outcome = Answer | Failure;

/** Feeds a request body piece by piece; `write` resolves at once when writing is pointless. */
export type BodyWriter = (body: {
  write(chunk: Buffer | string): Promise<void>;
  /** True once the server answered or the connection failed: stop sending. */
  isDone(): boolean;
}) => Promise<void>;

export type RequestOptions = {
  method?: string;
  path: string;
  headers?: Record<string, string>;
  body?: string | Buffer | BodyWriter;
  timeoutMs?: number;
  /** Called once the TCP connection is established. */
  onConnect?: () => void;
};

export function send(baseUrl: string, options: RequestOptions): Promise<Outcome> {
  const url = new URL(baseUrl);
  const startedAt = Date.now();
  let connectedAt: number | undefined;
  let status: number | undefined;
  let done = false;

  return new Promise<Outcome>((resolve) => {
    const request = http.request({
      host: url.hostname,
      port: url.port,
      method: options.method ?? "GET",
      path: options.path,
      headers: options.headers,
      agent: false,
    });
    const finish = (outcome: Outcome) => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      resolve(outcome);
      // The answer is complete (or hopeless): stop sending whatever is left of the body.
      request.destroy();
    };
    const fail = (kind: Failure["kind"], error: string) =>
      finish({ kind, error, status, startedAt, connectedAt, endedAt: Date.now() });

    const timer = setTimeout(
      () => fail("timeout", "no answer in time"),
      options.timeoutMs ?? 20_000,
    );

    request.on("socket", (socket) => {
      socket.once("connect", () => {
        connectedAt = Date.now();
        options.onConnect?.();
      });
    });
    request.on("response", (response) => {
      status = response.statusCode;
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () =>
        finish({
          kind: "answered",
          status: response.statusCode ?? 0,
          headers: response.headers,
          body: Buffer.concat(chunks).toString("utf8"),
          startedAt,
          connectedAt,
          endedAt: Date.now(),
        }),
      );
      response.on("error", (error) => fail("truncated", error.message));
      response.on("close", () => {
        if (!response.complete) fail("truncated", "the answer ended early");
      });
    });
    request.on("error", (error: NodeJS.ErrnoException) => {
      if (status !== undefined) fail("truncated", error.message);
      else if (connectedAt === undefined) fail("refused", error.code ?? error.message);
      else fail("reset", error.code ?? error.message);
    });

    const body = options.body;
    if (typeof body === "function") {
      // Each piece waits for a turn of the event loop: an answer arriving while the body is
      // still going out is read before the next piece, whose write may then fail (EPIPE)
      // and would otherwise take the unread answer down with the connection.
      const write = (chunk: Buffer | string) =>
        new Promise<void>((written) => {
          if (done || request.destroyed) return written();
          const next = () => setImmediate(written);
          if (request.write(chunk)) return next();
          const settle = () => {
            request.off("drain", settle);
            request.off("close", settle);
            next();
          };
          request.on("drain", settle);
          request.on("close", settle);
        });
      body({ write, isDone: () => done || request.destroyed })
        .then(() => {
          if (!done && !request.destroyed) request.end();
        })
        .catch((error: unknown) => fail("reset", String(error)));
    } else {
      request.end(body);
    }
  });
}

/** A short description for assertion messages. */
export function describeOutcome(outcome: Outcome): string {
  return outcome.kind === "answered"
    ? `${outcome.status} ${outcome.body.slice(0, 120)}`
    : `${outcome.kind}${outcome.status ? ` after ${outcome.status}` : ""}: ${outcome.error}`;
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls `check` every `intervalMs` until it holds; false when `timeoutMs` passed first. */
export async function waitUntil(
  check: () => Promise<boolean>,
  { timeoutMs, intervalMs = 100 }: { timeoutMs: number; intervalMs?: number },
): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check()) return true;
    await sleep(intervalMs);
  }
  return false;
}
