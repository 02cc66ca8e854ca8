import { icon } from "./icon";

/** Lucide's 'chevron-left'. */
export const ChevronLeft = icon(<path d="m15 18-6-6 6-6" />);
