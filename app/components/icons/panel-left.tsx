import { icon } from "./icon";

/** Lucide's 'panel-left'. */
export const PanelLeft = icon(
  <>
    <rect width="18" height="18" x="3" y="3" rx="2" />
    <path d="M9 3v18" />
  </>,
);
