import { Migrator, type Migration, type MigrationProvider } from "kysely";
import { getMigrations as getAuthMigrations } from "better-auth/db/migration";
import type { Auth } from "../auth/auth";
import type { DatabaseHandle } from "./database";
import { initialMigration } from "./migrations/0001-initial";
import { rateLimitsMigration } from "./migrations/0002-rate-limits";
import { activeOrdersIndexMigration } from "./migrations/0003-active-orders-index";
import { orderCheckoutKeyMigration } from "./migrations/0004-order-checkout-key";
import { moneyAndCartsMigration } from "./migrations/0005-money-and-carts";
import { viewRollupsMigration } from "./migrations/0006-view-rollups";
import { shopHoursMigration } from "./migrations/0007-shop-hours";
import { sellingRulesMigration } from "./migrations/0008-selling-rules";
import { dailyTrendsMigration } from "./migrations/0009-daily-trends";
import { pageVersionsMigration } from "./migrations/0010-page-versions";
import { platformSecretsMigration } from "./migrations/0011-platform-secrets";
import { indexesAtScaleMigration } from "./migrations/0012-indexes-at-scale";
import { stockTakenMigration } from "./migrations/0013-stock-taken";
import { paymentMethodsMigration } from "./migrations/0014-payment-methods";
import { paymentStatusMigration } from "./migrations/0015-payment-status";
import { deliveryAreasMigration } from "./migrations/0016-delivery-areas";
import { minimumOrderAndLocationMigration } from "./migrations/0017-minimum-order-and-location";
import { dailyQuotaMigration } from "./migrations/0018-daily-quota";
import { specialDaysMigration } from "./migrations/0020-special-days";
import { productLeadTimeMigration } from "./migrations/0021-product-lead-time";
import { productCategoriesMigration } from "./migrations/0022-product-categories";
import { linkOrderMigration } from "./migrations/0023-link-order";
import { orderLineChoicesMigration } from "./migrations/0024-order-line-choices";
import { customersMigration } from "./migrations/0025-customers";
import { personalDataMigration } from "./migrations/0026-personal-data";
import { shopMembersMigration } from "./migrations/0027-shop-members";
import { orderSourceMigration } from "./migrations/0028-order-source";
import { productCodesMigration } from "./migrations/0029-product-codes";
import { businessKindMigration } from "./migrations/0030-business-kind";
import { shopColoursMigration } from "./migrations/0032-shop-colours";
import { platformOversightMigration } from "./migrations/0033-platform-oversight";
import { platformShopsListMigration } from "./migrations/0035-platform-shops-list";
import { shopDomainsMigration } from "./migrations/0038-shop-domains";

// Migrations are listed in code (not read from a folder) so they travel inside the
// server bundle. Names sort in the order they run.
export function migrationsFor(kind: DatabaseHandle["kind"]): Record<string, Migration> {
  return {
    "0001-initial": initialMigration(kind),
    "0002-rate-limits": rateLimitsMigration(kind),
    "0003-active-orders-index": activeOrdersIndexMigration(),
    "0004-order-checkout-key": orderCheckoutKeyMigration(),
    "0005-money-and-carts": moneyAndCartsMigration(kind),
    "0006-view-rollups": viewRollupsMigration(kind),
    "0007-shop-hours": shopHoursMigration(),
    "0008-selling-rules": sellingRulesMigration(kind),
    "0009-daily-trends": dailyTrendsMigration(kind),
    "0010-page-versions": pageVersionsMigration(),
    "0011-platform-secrets": platformSecretsMigration(),
    "0012-indexes-at-scale": indexesAtScaleMigration(),
    "0013-stock-taken": stockTakenMigration(),
    "0014-payment-methods": paymentMethodsMigration(kind),
    "0015-payment-status": paymentStatusMigration(kind),
    "0016-delivery-areas": deliveryAreasMigration(kind),
    "0017-minimum-order-and-location": minimumOrderAndLocationMigration(kind),
    "0018-daily-quota": dailyQuotaMigration(),
    "0020-special-days": specialDaysMigration(kind),
    "0021-product-lead-time": productLeadTimeMigration(),
    "0022-product-categories": productCategoriesMigration(kind),
    "0023-link-order": linkOrderMigration(),
    "0024-order-line-choices": orderLineChoicesMigration(),
    "0025-customers": customersMigration(kind),
    "0026-personal-data": personalDataMigration(kind),
    "0027-shop-members": shopMembersMigration(kind),
    "0028-order-source": orderSourceMigration(),
    "0029-product-codes": productCodesMigration(),
    "0030-business-kind": businessKindMigration,
    "0032-shop-colours": shopColoursMigration,
    "0033-platform-oversight": platformOversightMigration(kind),
    "0035-platform-shops-list": platformShopsListMigration,
    "0038-shop-domains": shopDomainsMigration(kind),
  };
}

/** better-auth's tables first (brands reference its users), then ours. */
export async function migrateDatabase(database: DatabaseHandle, auth: Auth): Promise<void> {
  const { runMigrations } = await getAuthMigrations(auth.options);
  await runMigrations();

  const provider: MigrationProvider = {
    getMigrations: async () => migrationsFor(database.kind),
  };
  // Migrations written side by side (0016, 0017…) may reach a database in either order:
  // each only adds its own tables and columns, so one found missing below the last run
  // still runs.
  const migrator = new Migrator({ db: database.db, provider, allowUnorderedMigrations: true });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((result) => result.status === "Error");
  if (error || failed) {
    const reason = error instanceof Error ? error.message : String(error ?? "unknown error");
    throw new Error(`Database migration ${failed?.migrationName ?? ""} failed: ${reason}`);
  }
}
