import { icon } from "./icon";

/** Lucide's 'check'. */
export const Check = icon(<path d="M20 6 9 17l-5-5" />);
