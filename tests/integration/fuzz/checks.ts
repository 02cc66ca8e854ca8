import { isSingleLineText } from "#domain/form-text";
import { formatRupiah } from "#domain/rupiah";
import type { Answer, SentRequest } from "./requests";

// What every answer must satisfy, whatever was sent: no server error, refusals in the
// user's language, and (for accepted orders) a WhatsApp text no value can add lines to.
// Each check throws an Error naming the route, the input, the status and the body, which
// fast-check prints with the shrunk counterexample.

/** Thrown by a check; its message is the whole story of the failing exchange. */
export class Violation extends Error {}

const MAX_SHOWN_STRING = 160;
const MAX_SHOWN_TOTAL = 2500;

/** A value as readable text: escapes visible, long strings cut with their length shown. */
export function show(value: unknown): string {
  const text = JSON.stringify(value, (_key, item: unknown) => {
    if (typeof item === "string" && item.length > MAX_SHOWN_STRING) {
      // Cut between characters, never inside a surrogate pair.
      const shown = Array.from(item).slice(0, MAX_SHOWN_STRING).join("");
      return `${shown}…(${item.length} characters)`;
    }
    if (typeof item === "number" && !Number.isFinite(item)) return `<number ${item}>`;
    if (typeof item === "symbol") return `<${item.description ?? "symbol"}>`;
    if (item instanceof FormData) return Object.fromEntries(item);
    if (item instanceof Blob) return `<blob of ${item.size} bytes, ${item.type || "no type"}>`;
    return item;
  });
  if (text === undefined) return String(value);
  return text.length > MAX_SHOWN_TOTAL ? `${text.slice(0, MAX_SHOWN_TOTAL)}…` : text;
}

export function describeExchange(request: SentRequest, answer?: Answer): string {
  const sent = `${request.method} ${request.path}${request.isData ? " (.data)" : ""}${
    request.cookie ? " signed in" : ""
  }\n  body: ${show(request.body)}`;
  if (!answer) return sent;
  return `${sent}\n  answered ${answer.status}: ${show(answer.value ?? answer.text)}`;
}

export function violation(summary: string, request: SentRequest, answer?: Answer): Violation {
  return new Violation(`${summary}\n${describeExchange(request, answer)}`);
}

export function expectNoServerError(request: SentRequest, answer: Answer): void {
  if (answer.status >= 500) throw violation(`server error ${answer.status}`, request, answer);
}

// zod's English defaults, database errors and JavaScript errors: none may reach a user.
const LIBRARY_ENGLISH =
  /Invalid (input|option|string|email|url|uuid|key|element|union|type|date|format|number|character)|\bexpected\b|\breceived\b|\bRequired\b|Too (big|small)|Unrecognized key|String must|Number must|Array must/i;
const DATABASE_TEXT =
  /invalid byte sequence|SQLITE|violates|syntax error|duplicate key|constraint|out of range|null value in column|numeric field overflow|value too long|unterminated|malformed|relation "|column "|no such (table|column)|datatype mismatch|PostgresError|ECONNREFUSED/i;
const SCRIPT_ERROR =
  /TypeError|ReferenceError|RangeError|SyntaxError|URIError|Cannot read|is not a function|is not defined|Unexpected (token|end)|\bundefined\b|\bNaN\b|\[object Object\]|at .+\(.+:\d+:\d+\)/;

/**
 * The spec's own English texts (the platform-settings screen and a few admin answers are
 * English there): these are the only English a user may see.
 */
const SPEC_ENGLISH = new Set([
  "User not authenticated",
  "Brand not found or not owned by user",
  "Invalid product data returned",
  "Invalid order data returned",
  "Username is required",
  "Failed to update platform settings",
  "Failed to upload files",
  "Failed to update order status",
  "Order status has been updated successfully",
  "Price list image deleted successfully",
  "Failed to delete price list image",
]);

/** Why `text` may not be shown to a user, or undefined when it may. */
export function unfitMessage(text: unknown): string | undefined {
  if (typeof text !== "string") return `not a text (${show(text)})`;
  if (text.trim() === "") return "blank";
  if (SPEC_ENGLISH.has(text)) return undefined;
  if (LIBRARY_ENGLISH.test(text)) return "a library's English message";
  if (DATABASE_TEXT.test(text)) return "a database error";
  if (SCRIPT_ERROR.test(text)) return "a script error";
  return undefined;
}

/**
 * Texts an answer shows the user: `error`, `message`, each of `fieldErrors`, each error of a
 * form's submission result, a thrown text.
 */
export function userFacingTexts(value: unknown): unknown[] {
  if (typeof value !== "object" || value === null) return [];
  const record = value as Record<string, unknown>;
  const texts: unknown[] = [];
  if ("error" in record) {
    const error = record.error;
    if (typeof error === "object" && error !== null && "message" in error) {
      texts.push((error as { message: unknown }).message);
    } else if (typeof error === "object" && error !== null && "data" in error) {
      // A thrown data("…", { status }) arrives as an error response carrying the text.
      texts.push((error as { data: unknown }).data);
    } else {
      texts.push(error);
    }
  }
  if (typeof record.message === "string") texts.push(record.message);
  // A form action's answer: Conform's submission result, its errors per field ("" = the form).
  const result = record.result as { error?: unknown } | undefined;
  if (typeof result?.error === "object" && result.error !== null) {
    for (const messages of Object.values(result.error)) {
      texts.push(...(Array.isArray(messages) ? messages : [messages]));
    }
  }
  if (typeof record.fieldErrors === "object" && record.fieldErrors !== null) {
    texts.push(...Object.values(record.fieldErrors));
  }
  if (typeof record.data === "object" && record.data !== null) {
    texts.push(...userFacingTexts(record.data));
  }
  return texts;
}

/**
 * A refusal (4xx) is explained in the user's language: at least one text, and none of
 * them a library's, the database's or the script engine's. `requireText` is off only for
 * answers no person reads (the tracking beacon) and for redirects.
 */
export function expectFitRefusal(
  request: SentRequest,
  answer: Answer,
  { requireText = true }: { requireText?: boolean } = {},
): void {
  if (answer.status < 400 || answer.status >= 500) return;
  const texts = userFacingTexts(answer.value);
  if (requireText && texts.length === 0) {
    throw violation(`refusal ${answer.status} without a message`, request, answer);
  }
  for (const text of texts) {
    const reason = unfitMessage(text);
    if (reason) throw violation(`refusal shows ${reason}: ${show(text)}`, request, answer);
  }
}

/** The properties every answer has: no 5xx, and a refusal the user can read. */
export function expectSoundAnswer(
  request: SentRequest,
  answer: Answer,
  options?: { requireText?: boolean },
): void {
  expectNoServerError(request, answer);
  expectFitRefusal(request, answer, options);
}

/** A JSON route's answer is JSON, with `error` on every refusal. */
export function expectJsonAnswer(request: SentRequest, answer: Answer): void {
  expectNoServerError(request, answer);
  if (!answer.contentType?.includes("application/json")) {
    throw violation(`answer is not JSON (${answer.contentType})`, request, answer);
  }
  if (answer.status >= 400) {
    const error = (answer.value as { error?: unknown } | undefined)?.error;
    const reason = unfitMessage(error);
    if (reason) throw violation(`refusal's error is ${reason}`, request, answer);
  }
}

/** A text for a one-line slot (a title, an Open Graph tag, a line of the WhatsApp text). */
export function isOneLine(text: string): boolean {
  return isSingleLineText(text) && !/[\n\r]/.test(text);
}

type MetaDescriptor = Record<string, unknown>;

/** Titles and descriptions a page puts in its <head> hold one clean line each. */
export function expectCleanMeta(page: string, descriptors: readonly MetaDescriptor[]): void {
  for (const descriptor of descriptors) {
    const texts: [string, unknown][] = [];
    if ("title" in descriptor) texts.push(["title", descriptor.title]);
    const name = String(descriptor.name ?? descriptor.property ?? "");
    if (/(^|:)(title|description)$/.test(name)) texts.push([name, descriptor.content]);
    for (const [slot, text] of texts) {
      if (typeof text !== "string" || text.trim() === "" || !isOneLine(text)) {
        throw new Violation(`${page}: meta ${slot} is not one clean line: ${show(text)}`);
      }
    }
  }
}

export type ExpectedOrderMessage = {
  orderNumber: string;
  /** Lines as sent, with the product's name when it is known to be plain text. */
  items: readonly { name?: string; quantity: number; unitPrice: number }[];
  trackingUrl: string;
  deliveryMethods: readonly string[];
};

/**
 * The WhatsApp text follows buildOrderMessage's layout line by line, so no value can add
 * a line of its own: a greeting, the number, each item with at most an options line and a
 * notes line, the totals (exactly one '*Total Harga:'), the delivery block, the tracking
 * link. Every line is one clean line, and the totals are the server's own sums.
 */
export function orderMessageProblem(
  message: string,
  expected: ExpectedOrderMessage,
): string | undefined {
  const lines = message.split("\n");
  const unclean = lines.find((line) => !isOneLine(line));
  if (unclean !== undefined) return `line is not one clean line: ${show(unclean)}`;
  const totalLines = lines.filter((line) => line.startsWith("*Total Harga:"));
  if (totalLines.length !== 1) return `${totalLines.length} lines start with "*Total Harga:"`;

  let index = 0;
  const next = () => lines[index++];
  const expectLine = (test: string | RegExp, what: string): string | undefined => {
    const line = next();
    const isMatch =
      line !== undefined && (typeof test === "string" ? line === test : test.test(line));
    return isMatch ? undefined : `line ${index} should be ${what}, is ${show(line)}`;
  };

  const total = expected.items.reduce((sum, item) => sum + item.unitPrice * item.quantity, 0);
  const quantities = expected.items.reduce((sum, item) => sum + item.quantity, 0);
  const problem =
    expectLine(/^Halo(, | \S.*, )saya mau pesan:$/, "the greeting") ??
    expectLine("", "blank") ??
    expectLine(`*Nomor Pesanan:* ${expected.orderNumber}`, "the order number") ??
    expectLine("", "blank");
  if (problem) return problem;

  for (const [position, item] of expected.items.entries()) {
    const line = next();
    const match = /^(\d+)\. (.+) x(\d+) - (Rp [\d.]+)$/.exec(line ?? "");
    const lineTotal = formatRupiah(item.unitPrice * item.quantity);
    if (
      !match ||
      Number(match[1]) !== position + 1 ||
      Number(match[3]) !== item.quantity ||
      match[4] !== lineTotal ||
      (item.name !== undefined && match[2] !== item.name)
    ) {
      return `line ${index} should be item ${position + 1} "${item.name ?? "…"} x${item.quantity} - ${lineTotal}", is ${show(line)}`;
    }
    // At most an options line and a notes line, both indented.
    const indented: string[] = [];
    while (indented.length < 3 && /^ {3}\S/.test(lines[index] ?? "")) indented.push(next());
    if (indented.length > 2) return `item ${position + 1} has more than two detail lines`;
    if (indented.length === 2 && !indented[1].startsWith("   Catatan: ")) {
      return `item ${position + 1}'s second detail line is not its notes: ${show(indented[1])}`;
    }
    if (indented.length === 1 && !/^ {3}(Catatan: \S|\S.*: )/.test(indented[0])) {
      return `item ${position + 1}'s detail line is neither options nor notes: ${show(indented[0])}`;
    }
  }

  const methods = expected.deliveryMethods.map((method) => `Metode: ${method}`);
  const rest =
    expectLine("", "blank after the items") ??
    expectLine(`Total Item: ${quantities}`, `"Total Item: ${quantities}"`) ??
    expectLine(
      `*Total Harga: ${formatRupiah(total)}*`,
      `"*Total Harga: ${formatRupiah(total)}*"`,
    ) ??
    expectLine("", "blank") ??
    (methods.includes(lines[index] ?? "")
      ? (next(), undefined)
      : `line ${index + 1} should be one of ${show(methods)}, is ${show(lines[index])}`) ??
    expectLine(/^Pembayaran: (Transfer Bank|QRIS|Bayar di Tempat)$/, "the payment method") ??
    expectLine(
      /^Hari: (Senin|Selasa|Rabu|Kamis|Jumat|Sabtu|Minggu), \d{2}\/\d{2}\/\d{4}$/,
      "the day",
    ) ??
    expectLine(/^Jam: \d{2}:\d{2} (WIB|WITA|WIT)$/, "the time") ??
    expectLine(/^Nama: \S.*$/, "the name") ??
    expectLine(/^No\. HP: \+62\d+$/, "the phone");
  if (rest) return rest;
  if (/^Catatan: \S/.test(lines[index] ?? "")) next();
  if (/^Kode Referral: \S/.test(lines[index] ?? "")) next();
  return (
    expectLine("", "blank before the tracking link") ??
    expectLine(`Lacak pesanan: ${expected.trackingUrl}`, "the tracking link") ??
    (index === lines.length
      ? undefined
      : `text goes on after the tracking link: ${show(lines.slice(index))}`)
  );
}

/** The wa.me link opens a chat with a number and exactly the order text. */
export function whatsappUrlProblem(url: unknown, text: string): string | undefined {
  if (typeof url !== "string") return `whatsappUrl is ${show(url)}`;
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return `whatsappUrl is not a URL: ${show(url)}`;
  }
  if (parsed.protocol !== "https:" || parsed.host !== "wa.me" || !/^\/\d+$/.test(parsed.pathname)) {
    return `whatsappUrl is not a wa.me chat link: ${show(url)}`;
  }
  const keys = [...parsed.searchParams.keys()];
  if (keys.length !== 1 || keys[0] !== "text") return `whatsappUrl has parameters ${show(keys)}`;
  const decoded = parsed.searchParams.get("text");
  return decoded === text
    ? undefined
    : `whatsappUrl's text ${show(decoded)} is not the message ${show(text)}`;
}
