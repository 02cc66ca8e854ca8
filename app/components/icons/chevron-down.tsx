import { icon } from "./icon";

/** Lucide's 'chevron-down'. */
export const ChevronDown = icon(<path d="m6 9 6 6 6-6" />);
