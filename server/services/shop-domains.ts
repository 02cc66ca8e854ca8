import crypto from "node:crypto";
import http from "node:http";
import {
  domainTokenPath,
  isPlatformDomain,
  normalizeShopDomain,
  SHOP_DOMAIN_MESSAGES,
  ZShopDomainInputSchema,
  type OwnShopDomain,
} from "#domain/shop-domain";
import { formatDateTimeId } from "#domain/shop-time";
import type { BrandOwner } from "../auth/guards";
import type { Config } from "../config";
import type { Db } from "../db/database";
import { AppError, parseInput } from "../errors";
import { ownedBy } from "./brand-scope";

// The shop's own domain (decision 081). The owner adds one name; the server then asks
// `http://NAME/.well-known/gerai/TOKEN` and, when the answer is the token, the name is the
// shop's address: its pages are served there, and the TLS proxy in front may get a
// certificate for it. One domain per shop, each name held by one shop.

/** How long the check waits for the domain's answer. */
const CHECK_TIMEOUT_MS = 5_000;
/** A token's answer is 43 characters: anything past this is not one. */
const MAX_ANSWER_BYTES = 256;

type Platform = Pick<Config, "appUrl" | "domainResolve">;

export type ShopOfDomain = { brandId: string; username: string; hostname: string };

function platformHostOf(appUrl: string): string {
  return new URL(appUrl).hostname.toLowerCase();
}

/** What the owner's 'Domain Sendiri' page shows: her domain, or null. */
export async function getOwnShopDomain(
  db: Db,
  owner: BrandOwner,
  platform: Platform,
): Promise<{ domain: OwnShopDomain | null; platformHost: string }> {
  const row = await db
    .selectFrom("shop_domains")
    .selectAll()
    .where(ownedBy(owner))
    .executeTakeFirst();
  const platformHost = platformHostOf(platform.appUrl);
  if (!row) return { domain: null, platformHost };
  return {
    platformHost,
    domain: {
      hostname: row.hostname,
      tokenUrl: `http://${row.hostname}${domainTokenPath(row.token)}`,
      isVerified: row.verified_at !== null,
      verifiedAtText: row.verified_at ? formatDateTimeId(row.verified_at) : null,
      lastCheckedAtText: row.last_checked_at ? formatDateTimeId(row.last_checked_at) : null,
      lastError: row.last_error,
    },
  };
}

/** Adds the shop's domain, not yet verified. Refuses a second one and a name held elsewhere. */
export async function addOwnShopDomain(
  db: Db,
  owner: BrandOwner,
  input: unknown,
  platform: Platform,
): Promise<{ hostname: string }> {
  const { hostname: typed } = parseInput(ZShopDomainInputSchema, input);
  const hostname = normalizeShopDomain(typed);
  if (!hostname) {
    throw new AppError("VALIDATION", SHOP_DOMAIN_MESSAGES.invalid, {
      hostname: SHOP_DOMAIN_MESSAGES.invalid,
    });
  }
  if (isPlatformDomain(hostname, platformHostOf(platform.appUrl))) {
    throw new AppError("VALIDATION", SHOP_DOMAIN_MESSAGES.platform, {
      hostname: SHOP_DOMAIN_MESSAGES.platform,
    });
  }
  const own = await db
    .selectFrom("shop_domains")
    .select("hostname")
    .where(ownedBy(owner))
    .executeTakeFirst();
  if (own) throw new AppError("CONFLICT", SHOP_DOMAIN_MESSAGES.second);
  const held = await db
    .selectFrom("shop_domains")
    .select("brand_id")
    .where("hostname", "=", hostname)
    .executeTakeFirst();
  if (held) {
    throw new AppError("CONFLICT", SHOP_DOMAIN_MESSAGES.taken, {
      hostname: SHOP_DOMAIN_MESSAGES.taken,
    });
  }
  try {
    await db
      .insertInto("shop_domains")
      .values({
        brand_id: owner.brandId,
        hostname,
        token: crypto.randomBytes(32).toString("base64url"),
        created_at: new Date().toISOString(),
      })
      .execute();
  } catch (error) {
    // Two saves at once: the unique indexes decide, with the same answers.
    if (isUniqueViolation(error)) throw new AppError("CONFLICT", SHOP_DOMAIN_MESSAGES.taken);
    throw error;
  }
  return { hostname };
}

/** Whether `error` is a unique index refusing a row (two saves at once). */
function isUniqueViolation(error: unknown): boolean {
  if (typeof error !== "object" || error === null) return false;
  const { code } = error as Record<string, unknown>;
  return code === "23505" || (typeof code === "string" && code.startsWith("SQLITE_CONSTRAINT"));
}

/** Removes the shop's domain: its pages are served at the platform's address again. */
export async function removeOwnShopDomain(db: Db, owner: BrandOwner): Promise<void> {
  const result = await db.deleteFrom("shop_domains").where(ownedBy(owner)).executeTakeFirst();
  if (Number(result.numDeletedRows) === 0) {
    throw new AppError("NOT_FOUND", SHOP_DOMAIN_MESSAGES.none);
  }
}

/**
 * Asks the domain for the shop's token ('Periksa Sekarang'). The domain is verified when
 * it answers 200 with exactly the token; otherwise why not is kept and thrown.
 */
export async function verifyOwnShopDomain(
  db: Db,
  owner: BrandOwner,
  platform: Platform,
): Promise<{ hostname: string }> {
  const row = await db
    .selectFrom("shop_domains")
    .select(["hostname", "token", "verified_at"])
    .where(ownedBy(owner))
    .executeTakeFirst();
  if (!row) throw new AppError("NOT_FOUND", SHOP_DOMAIN_MESSAGES.none);
  const answer = await askDomainForToken(row.hostname, row.token, platform.domainResolve);
  const now = new Date().toISOString();
  const problem =
    answer === "token"
      ? null
      : answer === "other"
        ? SHOP_DOMAIN_MESSAGES.wrongAnswer
        : SHOP_DOMAIN_MESSAGES.unreachable;
  await db
    .updateTable("shop_domains")
    .set({
      last_checked_at: now,
      last_error: problem,
      // A domain once verified stays so until removed: a failed check later (the domain's
      // server down a moment) does not take the shop off its address.
      verified_at: problem === null ? (row.verified_at ?? now) : row.verified_at,
    })
    .where(ownedBy(owner))
    .execute();
  if (problem !== null) throw new AppError("VALIDATION", problem);
  return { hostname: row.hostname };
}

/**
 * One GET of the token's address at the domain: no redirect followed, a short timeout, a
 * few bytes read. "token" when the answer is the token, "other" for any other answer,
 * "none" when nothing answered.
 */
export function askDomainForToken(
  hostname: string,
  token: string,
  resolve: Platform["domainResolve"],
): Promise<"token" | "other" | "none"> {
  const target = resolve.get(hostname);
  return new Promise((settle) => {
    const request = http.get(
      {
        host: target?.address ?? hostname,
        port: target?.port ?? 80,
        path: domainTokenPath(token),
        headers: { Host: hostname, Accept: "text/plain" },
        timeout: CHECK_TIMEOUT_MS,
      },
      (response) => {
        if (response.statusCode !== 200) {
          response.resume();
          settle("other");
          return;
        }
        const chunks: Buffer[] = [];
        let size = 0;
        response.on("data", (chunk: Buffer) => {
          size += chunk.length;
          if (size > MAX_ANSWER_BYTES) {
            request.destroy();
            settle("other");
            return;
          }
          chunks.push(chunk);
        });
        response.on("end", () => {
          settle(Buffer.concat(chunks).toString("utf8").trim() === token ? "token" : "other");
        });
        response.on("error", () => settle("none"));
      },
    );
    request.on("timeout", () => request.destroy());
    request.on("error", () => settle("none"));
  });
}

/** True when a domain holds this token: Gerai's own answer at the token's address. */
export async function isShopDomainToken(db: Db, token: string): Promise<boolean> {
  if (!/^[A-Za-z0-9_-]{43}$/.test(token)) return false;
  const row = await db
    .selectFrom("shop_domains")
    .select("brand_id")
    .where("token", "=", token)
    .executeTakeFirst();
  return row !== undefined;
}

/** The shop a verified domain is the address of, by the request's host name. */
export async function findShopOfDomain(db: Db, host: string): Promise<ShopOfDomain | undefined> {
  const hostname = normalizeShopDomain(host);
  if (!hostname) return undefined;
  const row = await db
    .selectFrom("shop_domains")
    .innerJoin("brands", "brands.id", "shop_domains.brand_id")
    .select(["shop_domains.brand_id", "brands.username", "shop_domains.hostname"])
    .where("shop_domains.hostname", "=", hostname)
    .where("shop_domains.verified_at", "is not", null)
    .executeTakeFirst();
  return row
    ? { brandId: row.brand_id, username: row.username, hostname: row.hostname }
    : undefined;
}

/** The verified domain of the shop with this URL name, for its platform address's redirect. */
export async function findDomainOfShop(db: Db, username: string): Promise<string | undefined> {
  const row = await db
    .selectFrom("shop_domains")
    .innerJoin("brands", "brands.id", "shop_domains.brand_id")
    .select("shop_domains.hostname")
    .where("brands.username", "=", username.toLowerCase())
    .where("shop_domains.verified_at", "is not", null)
    .executeTakeFirst();
  return row?.hostname;
}

/**
 * The TLS proxy's question (Caddy's on-demand `ask`): may a certificate be issued for
 * `name`? Yes for the platform's own host and for verified domains, no for anything else.
 */
export async function mayIssueCertificate(
  db: Db,
  name: string,
  platform: Pick<Config, "appUrl">,
): Promise<boolean> {
  const hostname = normalizeShopDomain(name);
  if (!hostname) return false;
  if (hostname === platformHostOf(platform.appUrl)) return true;
  const row = await db
    .selectFrom("shop_domains")
    .select("brand_id")
    .where("hostname", "=", hostname)
    .where("verified_at", "is not", null)
    .executeTakeFirst();
  return row !== undefined;
}
