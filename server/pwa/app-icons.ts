import crypto from "node:crypto";
import type { PlatformSettings } from "#domain/platform-settings";
import { mediaVariantUrl } from "#domain/media";
import { THEME_COLOR, type IconPurpose, type IconSize } from "#domain/app-manifest";

// The app icons are drawn from the platform's own picture (favicon first, then the small
// logo, then the logo), whatever its format and size, as square PNGs: browsers want PNG
// icons of exact sizes to install an app. Without a picture, or when it cannot be read,
// the Gerai bag (public/favicon.svg) stands in.

const DEFAULT_ICON_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" rx="14" fill="#0f766e"/><path d="M14 26h36l-3 24a4 4 0 0 1-4 3H21a4 4 0 0 1-4-3z" fill="#fff"/><path d="M24 26a8 8 0 0 1 16 0" stroke="#fff" stroke-width="4" fill="none"/></svg>';

/** A maskable icon keeps its picture inside the middle 80%, the circle every mask leaves. */
const MASKABLE_SAFE_ZONE = 0.8;
const FETCH_TIMEOUT_MS = 5_000;
const MAX_PICTURE_BYTES = 5 * 1024 * 1024;

/** The picture the icons are drawn from, or null for the default one. */
export function iconSourceUrl(settings: PlatformSettings): string | null {
  const url = settings.faviconUrl ?? settings.logoSmallUrl ?? settings.logoUrl;
  // A stored picture's largest width: enough for a 512 px icon.
  return url ? mediaVariantUrl(url, 1280) : null;
}

/** Changes whenever the picture does, so an icon's address can be cached. */
export function iconVersion(sourceUrl: string | null): string {
  return crypto
    .createHash("sha256")
    .update(sourceUrl ?? "default")
    .digest("hex")
    .slice(0, 12);
}

/**
 * The picture's bytes, fetched as a browser would (relative addresses against the app's
 * own URL), or null when it cannot be had quickly and in a sane size.
 */
export async function fetchIconSource(url: string, appUrl: string): Promise<Buffer | null> {
  try {
    const target = new URL(url, appUrl);
    if (target.protocol !== "http:" && target.protocol !== "https:") return null;
    const response = await fetch(target, { signal: AbortSignal.timeout(FETCH_TIMEOUT_MS) });
    if (!response.ok) return null;
    const bytes = Buffer.from(await response.arrayBuffer());
    return bytes.length > 0 && bytes.length <= MAX_PICTURE_BYTES ? bytes : null;
  } catch {
    return null;
  }
}

/**
 * How to draw a square PNG of `size` pixels from the picture, or from the default icon; the
 * picture decoder's process draws it (server/media/decoder.ts).
 */
export function iconDrawing(source: Buffer | null, size: IconSize, purpose: IconPurpose) {
  return {
    source,
    fallbackSvg: DEFAULT_ICON_SVG,
    size,
    inner: purpose === "maskable" ? Math.round(size * MASKABLE_SAFE_ZONE) : size,
    background: "#ffffff",
    fallbackBackground: THEME_COLOR,
  };
}

/** How long an icon drawn from the fallback, its picture unreadable, is kept before a retry. */
const FALLBACK_KEPT_MS = 60_000;

type KeptIcon = { png: Promise<Buffer>; until: number };

/** The icons drawn from the current picture, by file name; another picture starts afresh. */
let kept: { sourceUrl: string | null; icons: Map<string, KeptIcon> } = {
  sourceUrl: null,
  icons: new Map(),
};

/**
 * The icon `name` of the picture at `sourceUrl`, drawn once and kept in memory: the icons
 * are public and anyone may ask for them, so a thousand requests at once share the first
 * one's drawing instead of a thousand drawings in the picture decoder's line, where sellers'
 * uploads wait (server/media/decoder.ts). A drawing that failed is forgotten, so the next
 * request draws again; one drawn from the fallback because the picture could not be read is
 * kept a minute only.
 */
export function keptIcon(
  sourceUrl: string | null,
  name: string,
  draw: () => Promise<{ png: Buffer; isFallback: boolean }>,
): Promise<Buffer> {
  if (kept.sourceUrl !== sourceUrl) kept = { sourceUrl, icons: new Map() };
  const { icons } = kept;
  const found = icons.get(name);
  if (found && found.until > Date.now()) return found.png;
  const entry: KeptIcon = {
    png: draw().then(
      ({ png, isFallback }) => {
        if (isFallback) entry.until = Date.now() + FALLBACK_KEPT_MS;
        return png;
      },
      (error: unknown) => {
        if (icons.get(name) === entry) icons.delete(name);
        throw error;
      },
    ),
    until: Number.POSITIVE_INFINITY,
  };
  icons.set(name, entry);
  return entry.png;
}
