import { icon } from "./icon";

/** Lucide's 'minus'. */
export const Minus = icon(<path d="M5 12h14" />);
