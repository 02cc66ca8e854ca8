import { icon } from "./icon";

/** Lucide's 'circle-check'. */
export const CircleCheck = icon(
  <>
    <circle cx="12" cy="12" r="10" />
    <path d="m16 9-5.5 5.5L8 12" />
  </>,
);
