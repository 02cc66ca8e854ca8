import { icon } from "./icon";

/** Lucide's 'plus'. */
export const Plus = icon(
  <>
    <path d="M5 12h14" />
    <path d="M12 5v14" />
  </>,
);
