import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { Socket } from "node:net";

// The Node HTTP server around the app: sized for bursts (a shop link shared into a WhatsApp
// group) and stopped without cutting anyone off.

// Connections waiting to be accepted. Node's default (511) resets clients when a burst of
// a thousand arrives at once; the kernel caps it at net.core.somaxconn.
const LISTEN_BACKLOG = 4096;

// How long a connection whose request was answered before its body arrived (413) goes on
// reading, and dropping, what the client still sends before it is closed.
const LINGER_MS = 2_000;

/**
 * Closing a socket while the client is still sending makes the kernel answer its data with
 * a reset, which can wipe the answer from the client's buffers before it is read (RFC 9112
 * §9.6). So such a connection first closes its sending side, then reads and drops what still
 * arrives until the client closes too, for at most LINGER_MS.
 */
function lingerWhenClosed(socket: Socket) {
  let isLingering = false;
  socket.destroySoon = function lingeringClose(this: Socket) {
    if (isLingering) return;
    isLingering = true;
    this.end();
    this.resume();
    const timer = setTimeout(() => this.destroy(), LINGER_MS);
    this.once("end", () => this.destroy());
    this.once("close", () => clearTimeout(timer));
  };
}

export type NodeServer = {
  listen(port: number): Promise<number>;
  /**
   * Stops accepting connections and lets the requests in flight finish, for at most
   * `timeoutMs`; then closes every connection. True when every request finished in time.
   */
  drain(timeoutMs: number): Promise<boolean>;
};

export function createNodeServer(
  handle: (req: IncomingMessage, res: ServerResponse) => void,
): NodeServer {
  const inFlight = new Set<ServerResponse>();
  let isDraining = false;
  let onIdle: (() => void) | undefined;

  const server = createServer(
    {
      // Longer than a proxy's idle keep-alive (nginx: 60 s), so the proxy closes first.
      keepAliveTimeout: 65_000,
      // A client gets this long to send its headers (slow-header attacks), and its whole
      // request (uploads over a slow connection).
      headersTimeout: 30_000,
      requestTimeout: 300_000,
    },
    (req, res) => {
      inFlight.add(res);
      // While draining, every answer closes its connection so keep-alive clients reconnect
      // elsewhere.
      if (isDraining) res.setHeader("Connection", "close");
      // Answered before the body arrived (a refusal): close gently once the answer is out.
      res.once("prefinish", () => {
        if (!req.complete) lingerWhenClosed(req.socket);
      });
      res.once("close", () => {
        inFlight.delete(res);
        if (inFlight.size === 0) onIdle?.();
      });
      handle(req, res);
    },
  );

  return {
    listen(port) {
      return new Promise((resolve, reject) => {
        server.once("error", reject);
        server.listen({ port, backlog: LISTEN_BACKLOG }, () => {
          server.off("error", reject);
          const address = server.address();
          resolve(typeof address === "object" && address ? address.port : port);
        });
      });
    },

    async drain(timeoutMs) {
      isDraining = true;
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeIdleConnections();
      for (const res of inFlight) {
        if (!res.headersSent) res.setHeader("Connection", "close");
      }
      const isFinished = await new Promise<boolean>((resolve) => {
        if (inFlight.size === 0) return resolve(true);
        const timer = setTimeout(() => resolve(false), timeoutMs);
        onIdle = () => {
          clearTimeout(timer);
          resolve(true);
        };
      });
      server.closeAllConnections();
      await closed;
      return isFinished;
    },
  };
}
