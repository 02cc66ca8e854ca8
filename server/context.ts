import type { Auth } from "./auth/auth";
import type { Config } from "./config";
import type { Db } from "./db/database";
import type { Logger } from "./logger";
import type { Mailer } from "./mail/mailer";
import type { MediaStorage } from "./media/storage";
import type { Metrics } from "./metrics";
import type { ViewRecorder } from "./services/view-recorder";
import type { ShopDomain } from "./shop-hosts";

/** What every loader and action receives as `context` from the HTTP server. */
export type AppContext = {
  config: Config;
  db: Db;
  auth: Auth;
  logger: Logger;
  mailer: Mailer;
  media: MediaStorage;
  views: ViewRecorder;
  /** The server's Prometheus figures (server/metrics.ts); absent where nothing reads them. */
  metrics?: Metrics;
  /** Per-response nonce that lets the page's own inline scripts past the CSP. */
  cspNonce: string | undefined;
  /** The connecting peer's address, for rate limits. */
  clientIp: string;
  /** The shop whose own domain the request came to (decision 081); absent on the platform. */
  shopDomain?: ShopDomain;
};

declare module "react-router" {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface AppLoadContext extends AppContext {}
}
