// The shop pages' footer link to 'Laporkan Toko' (decision 079), alone in its module: every
// shop page loads it, and nothing else of the reports' texts belongs in their JavaScript.

export const SHOP_REPORT_LINK_TEXT = "Laporkan Toko";

/** The address of a shop's report page. */
export const shopReportPath = (username: string) => `/${username}/laporkan`;
