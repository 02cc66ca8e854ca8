import { icon } from "./icon";

/** Lucide's 'arrow-down'. */
export const ArrowDown = icon(
  <>
    <path d="M12 5v14" />
    <path d="m19 12-7 7-7-7" />
  </>,
);
