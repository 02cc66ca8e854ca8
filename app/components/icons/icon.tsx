import type { SVGProps } from "react";
import type { IconName } from "./icon-name";
import spriteUrl from "./sprite.svg?no-inline";

export type { IconName };

/**
 * One of Lucide's icons (lucide.dev, ISC licence) by name, drawn from the sprite every page
 * shares: a hashed asset fetched once and cached for a year, so a page's JavaScript carries
 * the icons' names and not their drawings. The sprite is written from svg/ by
 * scripts/icon-sprite.mjs. The attributes are lucide-react's; as with lucide-react, an icon
 * given no name (aria-*, role, title) is hidden from assistive technology.
 */
export function Icon({ name, ...props }: SVGProps<SVGSVGElement> & { name: IconName }) {
  const isNamed = Object.keys(props).some(
    (prop) => prop.startsWith("aria-") || prop === "role" || prop === "title",
  );
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      width={24}
      height={24}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden={isNamed ? undefined : true}
      {...props}
    >
      <use href={`${spriteUrl}#${name}`} />
    </svg>
  );
}
