import type { IncomingMessage } from "node:http";
import { INVALID_VALUE_MESSAGE } from "#domain/form-text";
import { AppError } from "./errors";

// The bodies the admin's actions read. Whatever a request carries instead of the expected
// shape (no body, broken JSON, null, an array, a number) is a 400 with an Indonesian
// message, answered like any other refusal and never a 500.

/** The JSON object an action expects; anything else is a VALIDATION error. */
export async function readJsonObject(request: Request): Promise<Record<string, unknown>> {
  const body: unknown = await request.json().catch(() => undefined);
  if (typeof body !== "object" || body === null || Array.isArray(body)) {
    throw new AppError("VALIDATION", INVALID_VALUE_MESSAGE);
  }
  return body as Record<string, unknown>;
}

/** The posted form; a body that is not one is a VALIDATION error. */
export async function readFormData(request: Request): Promise<FormData> {
  try {
    return await request.formData();
  } catch {
    throw new AppError("VALIDATION", INVALID_VALUE_MESSAGE);
  }
}

/**
 * The JSON of a body whose length the client declared (a body limit checked it first), read
 * straight off Node's request: building the fetch `Request`'s stream around it costs more
 * than the order it carries needs (decision 034). Broken JSON, or fewer bytes than declared,
 * rejects.
 */
export function readDeclaredJson(incoming: IncomingMessage): Promise<unknown> {
  const declared = Number(incoming.headers["content-length"]);
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    incoming.on("data", (chunk: Buffer) => {
      size += chunk.length;
      if (size <= declared) chunks.push(chunk);
    });
    incoming.once("error", reject);
    incoming.once("end", () => {
      if (size !== declared) reject(new Error("body length differs from its declared length"));
      else {
        try {
          resolve(JSON.parse(Buffer.concat(chunks, size).toString("utf8")));
        } catch (error) {
          reject(error);
        }
      }
    });
  });
}

/** Whether the request declares its body's length, and sends it whole rather than chunked. */
export function hasDeclaredLength(incoming: IncomingMessage): boolean {
  const length = incoming.headers["content-length"];
  return (
    incoming.headers["transfer-encoding"] === undefined &&
    length !== undefined &&
    /^\d{1,9}$/.test(length)
  );
}
