import type { MetaDescriptor } from "react-router";
import { mediaVariantUrl } from "#domain/media";
import { toSingleLine } from "#domain/text-characters";

// Open Graph and Twitter tags for a brand page, so a shop link pasted into WhatsApp
// shows a preview (title, about text, logo, canonical URL from APP_URL). Title and
// description are one line each, whatever the stored text holds (the about text keeps its
// line breaks; names stored before their fields refused control characters may hold any).
export function brandMeta(input: {
  title: string;
  description: string | null;
  appUrl: string;
  path: string;
  logoUrl: string | null;
}): MetaDescriptor[] {
  const url = `${input.appUrl}${input.path}`;
  const title = toSingleLine(input.title);
  const description = toSingleLine(input.description ?? "") || title;
  const image = input.logoUrl
    ? new URL(mediaVariantUrl(input.logoUrl, 640), `${input.appUrl}/`).toString()
    : `${input.appUrl}/favicon.svg`;
  return [
    { title },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:type", content: "website" },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    { property: "og:url", content: url },
    { property: "og:image", content: image },
    { property: "og:locale", content: "id_ID" },
    { name: "twitter:card", content: "summary" },
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: description },
    { name: "twitter:image", content: image },
  ];
}

/** The matches a page's `meta` reads the root's settings from, whichever route it is. */
export type PageMatches = readonly ({ id: string; data: unknown } | undefined)[];
