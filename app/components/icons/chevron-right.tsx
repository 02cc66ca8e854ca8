import { icon } from "./icon";

/** Lucide's 'chevron-right'. */
export const ChevronRight = icon(<path d="m9 18 6-6-6-6" />);
