import { z } from "zod";

// The shop's own domain (decision 081): the name a seller types, checked here the same way
// in the form and on the server, and the texts of the 'Domain Sendiri' page.

export const SHOP_DOMAIN_MESSAGES = {
  invalid: "Nama domain tidak valid. Tulis seperti tokosari.com, tanpa http:// dan garis miring.",
  platform: "Domain ini milik platform dan tidak bisa dipakai untuk toko.",
  taken: "Domain ini sudah dipakai toko lain.",
  second: "Toko ini sudah punya domain. Hapus domain yang lama untuk menggantinya.",
  none: "Toko ini belum punya domain.",
  added: "Domain ditambahkan",
  addFailed: "Gagal menambahkan domain",
  verified: "Domain terverifikasi",
  verifyFailed: "Domain belum terverifikasi",
  removed: "Domain dihapus",
  removeFailed: "Gagal menghapus domain",
  unreachable:
    "Domain belum bisa dihubungi. Pastikan domain sudah diarahkan ke alamat platform, lalu coba lagi beberapa menit lagi.",
  wrongAnswer:
    "Domain menjawab, tetapi bukan dengan token toko ini. Pastikan domain diarahkan ke platform ini.",
  pending: "Menunggu verifikasi",
  done: "Terverifikasi",
} as const;

/** Longest DNS name (RFC 1035). */
export const SHOP_DOMAIN_MAX_LENGTH = 253;

const LABEL = "[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?";
const HOSTNAME = new RegExp(`^(?:${LABEL}\\.)+${LABEL}$`);

/**
 * The name as kept: lower case, without a trailing dot; undefined when it is not a DNS name
 * of at least two labels whose last label has a letter (so no IP address), at most 253
 * characters.
 */
export function normalizeShopDomain(input: string): string | undefined {
  const name = input.trim().toLowerCase().replace(/\.$/, "");
  if (name.length === 0 || name.length > SHOP_DOMAIN_MAX_LENGTH) return undefined;
  if (!HOSTNAME.test(name)) return undefined;
  const topLabel = name.slice(name.lastIndexOf(".") + 1);
  if (!/[a-z]/.test(topLabel)) return undefined;
  return name;
}

/** True when `name` is the platform's own host or a name under it. */
export function isPlatformDomain(name: string, platformHost: string): boolean {
  const platform = platformHost.toLowerCase();
  return name === platform || name.endsWith(`.${platform}`) || name === "localhost";
}

const ZHostnameField = z
  .string({ error: SHOP_DOMAIN_MESSAGES.invalid })
  .max(SHOP_DOMAIN_MAX_LENGTH + 1, SHOP_DOMAIN_MESSAGES.invalid)
  .refine((value) => normalizeShopDomain(value) !== undefined, SHOP_DOMAIN_MESSAGES.invalid);

/** The name the owner types, as the service checks it. */
export const ZShopDomainInputSchema = z.object({ hostname: ZHostnameField });

export const ZAddShopDomainSchema = ZShopDomainInputSchema.extend({
  intent: z.literal("add-domain"),
});

export const ZShopDomainFormSchema = z.discriminatedUnion("intent", [
  ZAddShopDomainSchema,
  z.object({ intent: z.literal("verify-domain") }),
  z.object({ intent: z.literal("remove-domain") }),
]);

/** The path at which the platform answers a domain's token, and the domain must too. */
export function domainTokenPath(token: string): string {
  return `/.well-known/gerai/${token}`;
}

/** What the owner's page reads. */
export type OwnShopDomain = {
  hostname: string;
  tokenUrl: string;
  isVerified: boolean;
  verifiedAtText: string | null;
  lastCheckedAtText: string | null;
  lastError: string | null;
};
