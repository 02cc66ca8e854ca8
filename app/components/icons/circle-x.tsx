import { icon } from "./icon";

/** Lucide's 'circle-x'. */
export const CircleX = icon(
  <>
    <circle cx="12" cy="12" r="10" />
    <path d="m15 9-6 6" />
    <path d="m9 9 6 6" />
  </>,
);
