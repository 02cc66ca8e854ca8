import { icon } from "./icon";

/** Lucide's 'trending-down'. */
export const TrendingDown = icon(
  <>
    <path d="M16 17h6v-6" />
    <path d="m22 17-8.5-8.5-5 5L2 7" />
  </>,
);
