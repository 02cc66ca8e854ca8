import { execFileSync, spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { onTestFailed, onTestFinished } from "vitest";
import { freePort } from "#tests/support/production-build";
import { httpsClient, type HttpsClient } from "./https";
import { sleep } from "./http";

// nginx in front of Gerai instances, terminating TLS with a self-signed certificate made for
// the test, configured as docs/deploy.md's site: one upstream of every instance, the same
// proxy headers. It runs as a child process with a folder of its own for its configuration,
// logs and temporary files, and is stopped (by its own process id) when the test ends.

const SYSTEM_DIRECTORIES = ["/usr/sbin", "/usr/local/sbin", "/sbin"];

/** The path of a program the test cannot do without; fails with how to install it. */
export function requireProgram(name: string, install: string): string {
  const directories = [...(process.env.PATH ?? "").split(path.delimiter), ...SYSTEM_DIRECTORIES];
  for (const directory of directories.filter(Boolean)) {
    const candidate = path.join(directory, name);
    try {
      fs.accessSync(candidate, fs.constants.X_OK);
      return candidate;
    } catch {
      // Not in this directory.
    }
  }
  throw new Error(`\`${name}\` is not installed; this test needs it (${install}).`);
}

export type Certificate = { certFile: string; keyFile: string; pem: string };

/** A self-signed certificate for 127.0.0.1, valid for a day, written into `dir`. */
export function makeCertificate(dir: string): Certificate {
  const openssl = requireProgram("openssl", "Debian: apt-get install -y openssl");
  const certFile = path.join(dir, "cert.pem");
  const keyFile = path.join(dir, "key.pem");
  execFileSync(
    openssl,
    [
      "req",
      "-x509",
      "-newkey",
      "ec",
      "-pkeyopt",
      "ec_paramgen_curve:prime256v1",
      "-nodes",
      "-days",
      "1",
      "-subj",
      "/CN=127.0.0.1",
      "-addext",
      "subjectAltName=IP:127.0.0.1",
      "-keyout",
      keyFile,
      "-out",
      certFile,
    ],
    { stdio: "pipe" },
  );
  return { certFile, keyFile, pem: fs.readFileSync(certFile, "utf8") };
}

export type NginxOptions = {
  /** The port to listen on, known beforehand when the instances' APP_URL names it. */
  port?: number;
  /** The ports of the Gerai instances on 127.0.0.1. */
  upstreamPorts: number[];
  /** Pictures: `location` (a path such as /media/) proxied to `target` (http://host:port/bucket/). */
  media: { location: string; target: string };
};

export type Nginx = {
  pid: number;
  port: number;
  /** https://127.0.0.1:<port> */
  baseUrl: string;
  /** The certificate to trust, PEM. */
  ca: string;
  /** A client that trusts the certificate. */
  client: HttpsClient;
  /** The upstream addresses as nginx writes them ($upstream_addr): 127.0.0.1:<port>. */
  upstreams: string[];
  /** nginx's error log so far. */
  errorLog(): string;
};

const START_TIMEOUT_MS = 10_000;

function siteConfig(dir: string, port: number, options: NginxOptions, certificate: Certificate) {
  const temp = (name: string) => `${name}_temp_path ${path.join(dir, `${name}-temp`)};`;
  // A master running as root hands requests to workers running as `nobody`, who could not
  // use the temporary folders inside the test's private folder.
  const user = process.getuid?.() === 0 ? "user root;" : "";
  const servers = options.upstreamPorts
    .map((upstreamPort) => `        server 127.0.0.1:${upstreamPort};`)
    .join("\n");
  // The proxy headers are docs/deploy.md's. Only X-Forwarded-Host differs: nginx's $host has
  // no port, and this site is not on 443, so the port is added to match APP_URL.
  return `
${user}
worker_processes 1;
pid ${path.join(dir, "nginx.pid")};
error_log ${path.join(dir, "error.log")} warn;

events {
    worker_connections 256;
}

http {
    access_log ${path.join(dir, "access.log")};
    ${temp("client_body")}
    ${temp("proxy")}
    ${temp("fastcgi")}
    ${temp("uwsgi")}
    ${temp("scgi")}

    upstream gerai {
${servers}
        keepalive 32;
    }

    server {
        listen 127.0.0.1:${port} ssl http2;
        server_name 127.0.0.1;
        ssl_certificate     ${certificate.certFile};
        ssl_certificate_key ${certificate.keyFile};

        client_max_body_size 9m;

        # Which instance answered: the test checks that both do.
        add_header X-Upstream $upstream_addr always;

        location / {
            proxy_pass http://gerai;
            proxy_http_version 1.1;
            proxy_set_header Connection "";
            proxy_set_header Host $host;
            proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
            proxy_set_header X-Forwarded-Proto $scheme;
            proxy_set_header X-Forwarded-Host $host:$server_port;
            proxy_set_header X-Request-Id $request_id;
        }

        # Pictures, from the bucket, under the site's own address.
        location ${options.media.location} {
            limit_except GET {
                deny all;
            }
            proxy_pass ${options.media.target};
        }
    }
}
`;
}

/** Starts nginx in front of the instances; it is stopped when the running test ends. */
export async function startNginx(options: NginxOptions): Promise<Nginx> {
  const nginx = requireProgram("nginx", "Debian: apt-get install -y nginx");
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "gerai-nginx-"));
  const certificate = makeCertificate(dir);
  const port = options.port ?? (await freePort());
  const configFile = path.join(dir, "nginx.conf");
  fs.writeFileSync(configFile, siteConfig(dir, port, options, certificate));
  const errorLogFile = path.join(dir, "error.log");
  const errorLog = () => (fs.existsSync(errorLogFile) ? fs.readFileSync(errorLogFile, "utf8") : "");

  let output = "";
  // -e: the log for what happens before the configuration is read (the default is a
  // system path this process may not write to).
  const child: ChildProcess = spawn(
    nginx,
    ["-p", dir, "-c", configFile, "-e", errorLogFile, "-g", "daemon off;"],
    { stdio: ["ignore", "pipe", "pipe"] },
  );
  child.stdout!.on("data", (chunk: Buffer) => (output += chunk.toString("utf8")));
  child.stderr!.on("data", (chunk: Buffer) => (output += chunk.toString("utf8")));
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const hasExited = () => child.exitCode !== null || child.signalCode !== null;

  onTestFailed(() => {
    console.error(`nginx output:\n${output}\nnginx error log:\n${errorLog()}`);
  });
  onTestFinished(async () => {
    if (!hasExited()) {
      // TERM: a fast shutdown, the workers with it.
      child.kill("SIGTERM");
      const stopped = await Promise.race([exited.then(() => true), sleep(5_000).then(() => false)]);
      if (!stopped) {
        child.kill("SIGKILL");
        await exited;
      }
    }
    fs.rmSync(dir, { recursive: true, force: true });
  });

  const baseUrl = `https://127.0.0.1:${port}`;
  const client = httpsClient(baseUrl, certificate.pem);
  const deadline = Date.now() + START_TIMEOUT_MS;
  for (;;) {
    if (hasExited()) {
      throw new Error(`nginx exited while starting:\n${output}\n${errorLog()}`);
    }
    const ready = await client({ path: "/healthz", timeoutMs: 2_000 }).then(
      (answer) => answer.status === 200,
      () => false,
    );
    if (ready) break;
    if (Date.now() > deadline) {
      throw new Error(
        `nginx did not answer within ${START_TIMEOUT_MS} ms:\n${output}\n${errorLog()}`,
      );
    }
    await sleep(100);
  }

  return {
    pid: child.pid!,
    port,
    baseUrl,
    ca: certificate.pem,
    client,
    upstreams: options.upstreamPorts.map((upstreamPort) => `127.0.0.1:${upstreamPort}`),
    errorLog,
  };
}
