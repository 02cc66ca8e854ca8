import { execFileSync } from "node:child_process";
import fs from "node:fs";
import http, { type IncomingHttpHeaders } from "node:http";
import https from "node:https";
import os from "node:os";
import path from "node:path";

export type TlsProxy = { url: string; stop(): Promise<void> };

// Headers that describe one connection, not the message: a proxy answers them itself
// (RFC 9110 §7.6.1), as nginx does.
const HOP_BY_HOP = new Set([
  "connection",
  "keep-alive",
  "proxy-connection",
  "te",
  "trailer",
  "transfer-encoding",
  "upgrade",
]);

/** A self-signed certificate for localhost and 127.0.0.1, valid for one day. */
function selfSignedCertificate(): { key: Buffer; cert: Buffer } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "gerai-tls-"));
  try {
    const keyFile = path.join(dir, "key.pem");
    const certFile = path.join(dir, "cert.pem");
    execFileSync(
      "openssl",
      [
        "req",
        "-x509",
        "-newkey",
        "rsa:2048",
        "-nodes",
        "-subj",
        "/CN=localhost",
        "-addext",
        "subjectAltName=DNS:localhost,IP:127.0.0.1",
        "-days",
        "1",
        "-keyout",
        keyFile,
        "-out",
        certFile,
      ],
      { stdio: "ignore" },
    );
    return { key: fs.readFileSync(keyFile), cert: fs.readFileSync(certFile) };
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

function withoutHopByHop(headers: IncomingHttpHeaders): IncomingHttpHeaders {
  return Object.fromEntries(
    Object.entries(headers).filter(([name]) => !HOP_BY_HOP.has(name.toLowerCase())),
  );
}

/**
 * A TLS-terminating reverse proxy on https://localhost:`port` in front of `target` (plain
 * http), configured like nginx with `proxy_set_header Host $http_host`,
 * `X-Forwarded-For $proxy_add_x_forwarded_for`, `X-Forwarded-Proto $scheme` and
 * `X-Forwarded-Host $http_host`. Bodies stream through both ways; answers, redirects
 * included, go back as the server gave them.
 */
export async function startTlsProxy({
  port,
  target,
}: {
  port: number;
  target: string;
}): Promise<TlsProxy> {
  const upstream = new URL(target);
  const server = https.createServer(selfSignedCertificate(), (request, response) => {
    const clientAddress = request.socket.remoteAddress ?? "";
    const forwardedFor = request.headers["x-forwarded-for"];
    const forwarded = http.request(
      {
        host: upstream.hostname,
        port: upstream.port,
        // A connection per request, as nginx talks to its upstream by default: a kept-alive
        // socket the server closes while idle could take a request down with it.
        agent: false,
        method: request.method,
        path: request.url,
        headers: {
          ...withoutHopByHop(request.headers),
          "x-forwarded-for": forwardedFor ? `${forwardedFor}, ${clientAddress}` : clientAddress,
          "x-forwarded-proto": "https",
          "x-forwarded-host": request.headers.host,
        },
      },
      (answer) => {
        response.writeHead(
          answer.statusCode ?? 502,
          answer.statusMessage,
          withoutHopByHop(answer.headers),
        );
        answer.pipe(response);
      },
    );
    forwarded.on("error", () => {
      if (!response.headersSent) response.writeHead(502).end("Bad Gateway");
      else response.destroy();
    });
    // A browser that gives up mid-request takes the forwarded request with it.
    response.on("close", () => {
      if (!response.writableFinished) forwarded.destroy();
    });
    request.pipe(forwarded);
  });

  // nginx keeps a browser's idle connection for 75 s; Node's default of 5 s closes it while
  // the browser may be sending its next request on it, which the browser retries, and gives
  // up on (net::ERR_TOO_MANY_RETRIES) when that happens again.
  server.keepAliveTimeout = 75_000;

  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", resolve);
  });

  return {
    url: `https://localhost:${port}`,
    stop: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
