import { spawn } from "node:child_process";
import fs from "node:fs";
import type https from "node:https";
import os from "node:os";
import path from "node:path";
import tls from "node:tls";
import { onTestFailed, onTestFinished } from "vitest";
import { sendHttps, type HttpsAnswer, type HttpsRequest } from "./https";
import { requireProgram } from "./nginx";
import { send, waitUntil } from "./http";

// Caddy in front of Gerai as docs/deploy.md shows it for shops' own domains (decision 081):
// on-demand TLS whose `ask` is Gerai's /api/tls-ask, plain HTTP passing a domain's token
// check on to Gerai; here with Caddy's internal certificate authority instead of Let's
// Encrypt, on free high ports, with its data in a folder of the test's own. It is stopped by
// its own process id when the test ends.

export type Caddy = {
  httpPort: number;
  httpsPort: number;
  /** Caddy's internal root certificate (PEM), the one thing the clients trust. */
  rootCertificate(): string;
  /** A request over TLS to `hostname` (sent to 127.0.0.1, SNI and Host naming it). */
  request(hostname: string, request: HttpsRequest): Promise<HttpsAnswer>;
  /** Whether a TLS handshake for `hostname` succeeds, with the certificate checked. */
  handshake(hostname: string): Promise<{ ok: true } | { ok: false; error: string }>;
};

export async function startCaddy(options: {
  httpPort: number;
  httpsPort: number;
  geraiPort: number;
}): Promise<Caddy> {
  const caddy = requireProgram("caddy", "Debian: apt-get install -y caddy");
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "gerai-caddy-"));
  const gerai = `127.0.0.1:${options.geraiPort}`;
  const caddyfile = path.join(root, "Caddyfile");
  fs.writeFileSync(
    caddyfile,
    `{
	admin off
	http_port ${options.httpPort}
	https_port ${options.httpsPort}
	skip_install_trust
	storage file_system ${path.join(root, "data")}
	on_demand_tls {
		ask http://${gerai}/api/tls-ask
	}
}

https:// {
	tls internal {
		on_demand
	}
	reverse_proxy ${gerai}
}

http:// {
	handle /.well-known/gerai/* {
		reverse_proxy ${gerai}
	}
	handle {
		redir https://{host}{uri} 308
	}
}
`,
  );
  const lines: string[] = [];
  const child = spawn(caddy, ["run", "--config", caddyfile, "--adapter", "caddyfile"], {
    env: { ...process.env, HOME: root, XDG_DATA_HOME: root, XDG_CONFIG_HOME: root },
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout.on("data", (chunk: Buffer) => lines.push(chunk.toString("utf8")));
  child.stderr.on("data", (chunk: Buffer) => lines.push(chunk.toString("utf8")));
  onTestFailed(() => {
    console.error(`Caddy output:\n${lines.join("")}`);
  });
  onTestFinished(async () => {
    if (child.exitCode === null && child.signalCode === null) {
      const gone = new Promise((resolve) => child.once("exit", resolve));
      child.kill("SIGTERM");
      await gone;
    }
    fs.rmSync(root, { recursive: true, force: true });
  });

  // Ready once its plain HTTP listener answers (it redirects anything but a token check).
  const isUp = await waitUntil(
    async () => {
      if (child.exitCode !== null) throw new Error(`Caddy stopped:\n${lines.join("")}`);
      const outcome = await send(`http://127.0.0.1:${options.httpPort}`, {
        path: "/",
        timeoutMs: 1_000,
      });
      return outcome.kind === "answered";
    },
    { timeoutMs: 20_000 },
  );
  if (!isUp) throw new Error(`Caddy did not answer:\n${lines.join("")}`);

  const rootFile = path.join(root, "data", "pki", "authorities", "local", "root.crt");
  const rootCertificate = () => fs.readFileSync(rootFile, "utf8");
  const toLocalhost: https.RequestOptions["lookup"] = (_hostname, lookupOptions, callback) => {
    if (lookupOptions.all) callback(null, [{ address: "127.0.0.1", family: 4 }]);
    else callback(null, "127.0.0.1", 4);
  };

  return {
    httpPort: options.httpPort,
    httpsPort: options.httpsPort,
    rootCertificate,
    request: (hostname, request) =>
      sendHttps(
        {
          host: hostname,
          port: options.httpsPort,
          servername: hostname,
          lookup: toLocalhost,
          ca: rootCertificate(),
        },
        request,
      ),
    handshake: (hostname) =>
      new Promise((resolve) => {
        const socket = tls.connect({
          host: "127.0.0.1",
          port: options.httpsPort,
          servername: hostname,
          ca: rootCertificate(),
          timeout: 20_000,
        });
        socket.once("secureConnect", () => {
          socket.destroy();
          resolve({ ok: true });
        });
        socket.once("error", (error) => resolve({ ok: false, error: error.message }));
        socket.once("timeout", () => {
          socket.destroy();
          resolve({ ok: false, error: "timeout" });
        });
      }),
  };
}
