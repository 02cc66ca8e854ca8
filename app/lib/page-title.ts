import type { MetaDescriptor } from "react-router";
import { pageTitle, PRODUCT_NAME } from "#domain/platform";

// One pattern for every page's title, '<site title> - <page>' (domain/platform.ts), the
// site title read from the root loader's platform settings. tests/e2e/page-titles.spec.ts
// walks every route of app/routes.ts against it.

type Matches = readonly ({ id: string; data?: unknown } | undefined)[];

/** The site title of the platform settings, as the root loader read them. */
export function siteTitleOf(matches: Matches): string {
  const root = matches.find((match) => match?.id === "root")?.data as
    { settings?: { siteTitle?: string } } | undefined;
  return root?.settings?.siteTitle ?? PRODUCT_NAME;
}

/** A page's meta: its title in the site's pattern. */
export function titled(matches: Matches, page: string): MetaDescriptor[] {
  return [{ title: pageTitle(siteTitleOf(matches), page) }];
}
