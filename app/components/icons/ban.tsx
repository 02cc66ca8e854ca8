import { icon } from "./icon";

/** Lucide's 'ban'. */
export const Ban = icon(
  <>
    <circle cx="12" cy="12" r="10" />
    <path d="M4.929 4.929 19.07 19.071" />
  </>,
);
