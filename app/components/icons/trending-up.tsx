import { icon } from "./icon";

/** Lucide's 'trending-up'. */
export const TrendingUp = icon(
  <>
    <path d="M16 7h6v6" />
    <path d="m22 7-8.5 8.5-5-5L2 17" />
  </>,
);
