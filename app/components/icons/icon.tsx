import type { ReactNode, SVGProps } from "react";

export type IconProps = SVGProps<SVGSVGElement>;
export type Icon = (props: IconProps) => ReactNode;

/**
 * Lucide's icons (lucide.dev, ISC licence), drawn inline with lucide-react's attributes, one
 * module per icon so a page loads the icons it shows and nothing else: lucide-react's own
 * runtime weighed more than all of a page's icons. As with lucide-react, an icon given no
 * name (aria-*, role, title) is hidden from assistive technology.
 */
export function icon(shape: ReactNode): Icon {
  return function LucideIcon(props) {
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
        {shape}
      </svg>
    );
  };
}
