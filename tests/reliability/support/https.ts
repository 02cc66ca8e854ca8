import https from "node:https";
import type { IncomingHttpHeaders } from "node:http";

// A client for a site served over TLS with a certificate of the test's own making: it
// trusts that certificate (and nothing else) and checks it against the address, as a
// browser that was told to trust it would. Every request has a connection of its own.

export type HttpsAnswer = {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
  /** The body as UTF-8 text. */
  text: string;
};

export type HttpsRequest = {
  method?: string;
  path: string;
  headers?: Record<string, string>;
  body?: string | Buffer;
  timeoutMs?: number;
};

export type HttpsClient = (request: HttpsRequest) => Promise<HttpsAnswer>;

/** A client for `baseUrl` (https://host:port) that trusts the PEM certificate `ca`. */
export function httpsClient(baseUrl: string, ca: string): HttpsClient {
  const url = new URL(baseUrl);
  return (request) => sendHttps({ host: url.hostname, port: url.port, ca }, request);
}

/**
 * Sends `request` over a connection of its own made with `connection` (where, and which
 * certificate to trust), and reads the whole answer.
 */
export function sendHttps(
  connection: https.RequestOptions,
  options: HttpsRequest,
): Promise<HttpsAnswer> {
  return new Promise<HttpsAnswer>((resolve, reject) => {
    const request = https.request({
      ...connection,
      method: options.method ?? "GET",
      path: options.path,
      headers: options.headers,
      agent: false,
      timeout: options.timeoutMs ?? 20_000,
    });
    request.on("timeout", () =>
      request.destroy(new Error(`${options.method ?? "GET"} ${options.path}: no answer in time`)),
    );
    request.on("error", reject);
    request.on("response", (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("error", reject);
      response.on("end", () => {
        const body = Buffer.concat(chunks);
        resolve({
          status: response.statusCode ?? 0,
          headers: response.headers,
          body,
          text: body.toString("utf8"),
        });
      });
    });
    request.end(options.body);
  });
}

/** The cookies a response sets, as a Cookie header would send them back. */
export function cookiesOf(answer: HttpsAnswer): string {
  return (answer.headers["set-cookie"] ?? []).map((cookie) => cookie.split(";")[0]).join("; ");
}

/** A short description for assertion messages. */
export function describeAnswer(answer: HttpsAnswer): string {
  const location = answer.headers.location ? ` → ${answer.headers.location}` : "";
  return `${answer.status}${location} ${answer.text.slice(0, 200)}`;
}
