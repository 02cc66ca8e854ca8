import type { ColumnType } from "kysely";

// Table types for Kysely. Conventions that keep one set of queries working on
// SQLite and PostgreSQL (see server/db/sqlite-compat.ts):
// - ids are text (UUIDs made by the application);
// - timestamps are ISO-8601 UTC strings on both databases;
// - boolean columns are named `is_*` and read back as booleans on both;
// - JSON columns are written as JSON text and read back parsed.

type Timestamp = ColumnType<string, string | undefined, string>;
type Counter = ColumnType<number, number | undefined, number>;
type Json<T> = ColumnType<T, string, string>;

export type PlatformSettingsTable = {
  id: string;
  site_title: string | null;
  favicon_url: string | null;
  logo_url: string | null;
  logo_small_url: string | null;
  customer_support_phone: string | null;
  /** Changes with every save: the shop pages kept in memory are rendered again. */
  page_version: Counter;
  updated_at: Timestamp;
};

/** Secrets shared by every instance (server/secret.ts); never sent to a browser. */
export type PlatformSecretsTable = {
  name: string;
  value: string;
};

export type BrandsTable = {
  id: string;
  user_id: string;
  name: string;
  username: string;
  about_text: string | null;
  phone_number: string | null;
  logo_url: string | null;
  is_currently_open: ColumnType<boolean, boolean | undefined, boolean>;
  customer_service_email: string | null;
  customer_service_whatsapp: string | null;
  operational_hours: Json<unknown> | null;
  payment_information: string | null;
  payment_information_send_at_status: ColumnType<string, string | undefined, string>;
  is_delivery_by_store_enabled: ColumnType<boolean, boolean | undefined, boolean>;
  delivery_cost_information: string | null;
  time_zone: ColumnType<string, string | undefined, string>;
  /** 'preorder' or 'none': orders while closed by the hours (domain/operational-hours). */
  closed_order_policy: ColumnType<string, string | undefined, string>;
  /** Days after today customers may book (0–14; 1: today and tomorrow). */
  order_days_ahead: ColumnType<number, number | undefined, number>;
  /** Hours an order needs before its delivery slot. */
  lead_time_hours: ColumnType<number, number | undefined, number>;
  /** Orders one delivery slot takes at most; null: no cap. */
  max_orders_per_slot: number | null;
  /** The payment methods the seller offers (decision 055); each needs its details too. */
  is_cash_enabled: ColumnType<boolean, boolean | undefined, boolean>;
  is_transfer_enabled: ColumnType<boolean, boolean | undefined, boolean>;
  is_qris_enabled: ColumnType<boolean, boolean | undefined, boolean>;
  /** Transfer orders get 1–999 rupiah added, so the seller can tell transfers apart. */
  is_unique_code_enabled: ColumnType<boolean, boolean | undefined, boolean>;
  /** The transfer accounts (domain/payment-methods.ts BankAccount[]); null: none yet. */
  bank_accounts: ColumnType<unknown, string | null | undefined, string | null>;
  /** The seller's static QRIS payload, checked when it was saved. */
  qris_payload: ColumnType<string | null, string | null | undefined, string | null>;
  /** The delivery areas and their fees (domain/delivery-areas.ts DeliveryArea[]); null: none. */
  delivery_areas: ColumnType<unknown, string | null | undefined, string | null>;
  /** An address in no area: 'none' (not served) or 'later' ('Ongkir menyusul'). */
  delivery_elsewhere: ColumnType<string, string | undefined, string>;
  /** The items' subtotal a delivered order needs (domain/minimum-order.ts); null: none. */
  min_order_delivery: ColumnType<number | null, number | null | undefined, number | null>;
  /** The items' subtotal an order picked up needs; null: none. */
  min_order_pickup: ColumnType<number | null, number | null | undefined, number | null>;
  /** Months a customer's data is kept after her last order (decision 070). */
  customer_data_retention_months: ColumnType<number, number | undefined, number>;
  /** The message the seller's promotion links carry ('Pelanggan Setuju Promosi'). */
  promo_message: ColumnType<string | null, string | null | undefined, string | null>;
  /** 'Jenis Usaha' (domain/business-kind.ts): the shop's type for search engines. */
  business_kind: ColumnType<string, string | undefined, string>;
  /** The seller's main colour, #rrggbb (domain/shop-colours.ts); null: Gerai's own. */
  theme_colour: string | null;
  /** The picture atop the shop's home; null: none. */
  cover_image_url: string | null;
  /** Changes with every write the shop's pages show (services/page-versions.ts). */
  page_version: Counter;
  /** When the platform admin suspended the shop (decision 077); null: not suspended. */
  suspended_at: ColumnType<string | null, string | null | undefined, string | null>;
  /** Why, as the platform admin wrote it; shown to the shop's owner. */
  suspension_reason: ColumnType<string | null, string | null | undefined, string | null>;
  /** When the owner asked to delete her account; offline until erased or taken back. */
  closed_at: ColumnType<string | null, string | null | undefined, string | null>;
  created_at: Timestamp;
  updated_at: Timestamp;
};

export type LinksTable = {
  id: string;
  brand_id: string;
  title: string;
  url: string;
  description: string | null;
  icon: ColumnType<string, string | undefined, string>;
  thumbnail_type: ColumnType<"icon" | "upload", "icon" | "upload" | undefined, "icon" | "upload">;
  link_image: string | null;
  /** The seller's order on the shop's home, lowest first (decision 067). */
  display_order: Counter;
  views: Counter;
  clicks: Counter;
  created_at: Timestamp;
};

type HistoryTable<ParentKey extends string, IpKey extends string> = {
  id: string;
  user_agent: string | null;
  referrer: string | null;
  created_at: Timestamp;
} & Record<ParentKey, string> &
  Record<IpKey, string | null>;

export type BrandPriceListsTable = {
  id: string;
  brand_id: string;
  image_url: string;
  title: string;
  display_order: Counter;
  created_at: Timestamp;
};

export type ProductsTable = {
  id: string;
  brand_id: string;
  name: string;
  /** The seller's own code ('Kode Produk', decision 073), one product's per shop; null: none. */
  code: ColumnType<string | null, string | null | undefined, string | null>;
  /** The seller's category the product is in (decision 066); null: none. */
  category_id: ColumnType<string | null, string | null | undefined, string | null>;
  description: string | null;
  price: number;
  image_url: string | null;
  is_active: ColumnType<boolean, boolean | undefined, boolean>;
  /** The seller's 'Habis' switch. */
  is_sold_out: ColumnType<boolean, boolean | undefined, boolean>;
  /** Units left, decremented by each order; null: not counted. Never below 0. */
  stock: number | null;
  /** Units the kitchen makes per due day (decision 060); null: no quota. */
  daily_quota: ColumnType<number | null, number | null | undefined, number | null>;
  /** Hours of notice the product needs before its slot (decision 065); null: the shop's. */
  lead_time_hours: ColumnType<number | null, number | null | undefined, number | null>;
  /** The seller's order on the storefront, lowest first. */
  display_order: Counter;
  views: Counter;
  clicks: Counter;
  created_at: Timestamp;
  updated_at: Timestamp;
};

/** A seller's own category (decision 066): her products' chips, in her order. */
export type ProductCategoriesTable = {
  id: string;
  brand_id: string;
  name: string;
  /** The name as names are compared (domain/product-category.ts): one per shop. */
  name_key: string;
  /** The seller's order, lowest first. */
  position: number;
  created_at: Timestamp;
};

export type ProductImagesTable = {
  id: string;
  product_id: string;
  image_url: string;
  display_order: number;
  is_primary: boolean;
};

export type ProductOptionsTable = {
  id: string;
  product_id: string;
  name: string;
  choices: Json<string[]>;
  /** Amount each choice adds to the unit price (negative subtracts), by choice. */
  choice_prices: ColumnType<
    Record<string, number> | null,
    string | null | undefined,
    string | null
  >;
  /** Choices the seller marked 'Habis'. */
  sold_out_choices: ColumnType<string[] | null, string | null | undefined, string | null>;
  /** Fewest choices a customer picks (multi-choice options). */
  min_choices: Counter;
  /** Most choices a customer picks; 1 is a single-choice option. */
  max_choices: ColumnType<number, number | undefined, number>;
  is_required: boolean;
  display_order: number;
};

export type StoresTable = {
  id: string;
  brand_id: string;
  name: string;
  address: string;
  phone: string;
  google_maps_link: string | null;
  image_url: string | null;
  views: Counter;
  clicks: Counter;
  created_at: Timestamp;
  updated_at: Timestamp;
};

export type StoreImagesTable = {
  id: string;
  store_id: string;
  image_url: string;
  display_order: number;
  title: string;
};

export type OrdersTable = {
  id: string;
  brand_id: string;
  order_number: string;
  status: string;
  customer_name: string;
  customer_phone: string;
  delivery_method: string;
  delivery_time_option: string;
  note: string | null;
  referral_code: string | null;
  total: number;
  /** Sent by the checkout; a retry with the same key finds this order (unique per brand). */
  checkout_key: string | null;
  /** sha256 of what the key was first sent with; the same key with other content is refused. */
  checkout_fingerprint: string | null;
  /** Why the seller cancelled the order (status 'dibatalkan'). */
  cancel_reason: ColumnType<string | null, string | null | undefined, string | null>;
  /** Start of the delivery slot (ISO instant), counted against the shop's cap per slot. */
  delivery_slot_at: ColumnType<string | null, string | null | undefined, string | null>;
  /** The day of pickup or delivery in the shop's zone (YYYY-MM-DD), its units' quota day. */
  due_day: ColumnType<string | null, string | null | undefined, string | null>;
  /** 'cash', 'transfer' or 'qris'; null for orders placed before payment methods. */
  payment_method: ColumnType<string | null, string | null | undefined, string | null>;
  /** The 1–999 rupiah added to a transfer order's total (included in `total`). */
  payment_unique_code: ColumnType<number | null, number | null | undefined, number | null>;
  /** domain/payment-status.ts; 'unpaid' when the order is placed. */
  payment_status: ColumnType<string, string | undefined, string>;
  /** Rupiah received: 0 unpaid, the DP, the total once paid; kept through a refund. */
  amount_paid: ColumnType<number, number | undefined, number>;
  /** The delivery area the customer picked; null for pickup or a shop without areas. */
  delivery_area: ColumnType<string | null, string | null | undefined, string | null>;
  /** The delivery fee included in `total` (decision 058). */
  delivery_fee: ColumnType<number, number | undefined, number>;
  /** 'Ongkir menyusul': the seller has still to set the fee. */
  is_delivery_fee_pending: ColumnType<boolean, boolean | undefined, boolean>;
  /** The maps link the customer shared, built by domain/location-pin.ts; null: none. */
  location_url: ColumnType<string | null, string | null | undefined, string | null>;
  /** When the customer ticked the promotions consent (decision 070); null: not ticked. */
  marketing_consent_at: ColumnType<string | null, string | null | undefined, string | null>;
  /** The consent's wording exactly as the checkout showed it. */
  marketing_consent_text: ColumnType<string | null, string | null | undefined, string | null>;
  /** When its customer's name, number, address and note were erased (decision 070). */
  anonymised_at: ColumnType<string | null, string | null | undefined, string | null>;
  /** Where it came from (domain/order-source.ts, decision 072); 'online': the checkout. */
  source: ColumnType<string, string | undefined, string>;
  created_at: Timestamp;
  updated_at: Timestamp;
};

export type OrderProductsTable = {
  id: string;
  order_id: string;
  product_id: string | null;
  product_name: string;
  quantity: number;
  unit_price: number;
  total_price: number;
  note: string | null;
  display_order: number;
  /** Units this line took from its product's stock; null on lines stored before it was kept. */
  stock_taken: ColumnType<number | null, number | null | undefined, number | null>;
  /**
   * The line's choices as one text (lineChoicesKey in domain/production.ts), "" for none;
   * null where a line was written without it, whose options are then read (decision 068).
   */
  choice_key: ColumnType<string | null, string | null | undefined, string | null>;
};

export type OrderProductOptionsTable = {
  id: string;
  order_product_id: string;
  option_name: string;
  option_value: string;
  /** What this chosen value added to the line's unit price (negative: subtracted). */
  price_delta: Counter;
};

/** Each change of an order's payment status, with the amount received after it. */
/** Each fee the seller set on an order whose fee was to follow (decision 058). */
export type OrderDeliveryFeesTable = {
  id: string;
  order_id: string;
  delivery_fee: number;
  created_at: Timestamp;
  /** Who made the change (decision 071); null for the customer's order and older rows. */
  actor_user_id: ColumnType<string | null, string | null | undefined, string | null>;
  actor_name: ColumnType<string | null, string | null | undefined, string | null>;
  actor_role: ColumnType<string | null, string | null | undefined, string | null>;
};

export type OrderPaymentsTable = {
  id: string;
  order_id: string;
  payment_status: string;
  amount_paid: number;
  created_at: Timestamp;
  /** Who made the change (decision 071); null for the customer's order and older rows. */
  actor_user_id: ColumnType<string | null, string | null | undefined, string | null>;
  actor_name: ColumnType<string | null, string | null | undefined, string | null>;
  actor_role: ColumnType<string | null, string | null | undefined, string | null>;
};

export type OrderHistoriesTable = {
  id: string;
  order_id: string;
  status: string;
  note: string | null;
  created_at: Timestamp;
  /** Who made the change (decision 071); null for the customer's order and older rows. */
  actor_user_id: ColumnType<string | null, string | null | undefined, string | null>;
  actor_name: ColumnType<string | null, string | null | undefined, string | null>;
  actor_role: ColumnType<string | null, string | null | undefined, string | null>;
};

export type RateLimitsTable = {
  key: string;
  count: number;
  reset_at: string;
};

export type Database = {
  rate_limits: RateLimitsTable;
  platform_settings: PlatformSettingsTable;
  platform_secrets: PlatformSecretsTable;
  brands: BrandsTable;
  links: LinksTable;
  link_view_histories: HistoryTable<"link_id", "viewer_ip">;
  link_click_histories: HistoryTable<"link_id", "visitor_ip">;
  brand_price_lists: BrandPriceListsTable;
  products: ProductsTable;
  product_categories: ProductCategoriesTable;
  product_images: ProductImagesTable;
  product_options: ProductOptionsTable;
  product_view_histories: HistoryTable<"product_id", "viewer_ip">;
  product_click_histories: HistoryTable<"product_id", "visitor_ip">;
  stores: StoresTable;
  store_images: StoreImagesTable;
  store_view_histories: HistoryTable<"store_id", "viewer_ip">;
  store_click_histories: HistoryTable<"store_id", "visitor_ip">;
  orders: OrdersTable;
  order_products: OrderProductsTable;
  order_product_options: OrderProductOptionsTable;
  order_histories: OrderHistoriesTable;
  order_payments: OrderPaymentsTable;
  order_delivery_fees: OrderDeliveryFeesTable;
  link_daily_counts: DailyCountsTable<"link_id">;
  product_daily_counts: DailyCountsTable<"product_id">;
  store_daily_counts: DailyCountsTable<"store_id">;
  shop_daily_counts: ShopDailyCountsTable;
  product_daily_quantities: ProductDailyQuantitiesTable;
  special_days: SpecialDaysTable;
  personal_data_events: PersonalDataEventsTable;
  customers: CustomersTable;
  customer_products: CustomerProductsTable;
  brand_members: BrandMembersTable;
  brand_invitations: BrandInvitationsTable;
  platform_actions: PlatformActionsTable;
  shop_reports: ShopReportsTable;
  shop_recent_orders: ShopRecentOrdersTable;
  platform_rollups: PlatformRollupsTable;
  account_deletions: AccountDeletionsTable;
  shop_domains: ShopDomainsTable;
  /** better-auth's accounts, read for the team's names and addresses; it writes them. */
  user: UserTable;
};

/** A shop's own domain (decision 081): served as the shop once `verified_at` is set. */
export type ShopDomainsTable = {
  brand_id: string;
  /** Lower case, without a port or a trailing dot. */
  hostname: string;
  /** What `http://hostname/.well-known/gerai/<token>` must answer. */
  token: string;
  created_at: Timestamp;
  verified_at: string | null;
  last_checked_at: string | null;
  /** Why the last check failed, in Indonesian, shown to the owner. */
  last_error: string | null;
};

/**
 * One action of a platform admin (decision 077): who, when, what, why. Names are copied in,
 * and nothing references a shop or an account: the list outlives both.
 */
export type PlatformActionsTable = {
  id: string;
  created_at: Timestamp;
  actor_user_id: string | null;
  actor_email: string;
  /** 'suspend', 'reinstate', … (domain/platform-actions.ts). */
  action: string;
  brand_id: string | null;
  brand_username: string | null;
  brand_name: string | null;
  reason: string | null;
};

/** A report about a shop from the public ('Laporkan Toko'). */
export type ShopReportsTable = {
  id: string;
  brand_id: string;
  created_at: Timestamp;
  /** One of domain/shop-reports.ts's reasons. */
  reason: string;
  details: string;
  /** How the reporter may be reached, if they left it. */
  contact: string | null;
  /** When a platform admin marked it read; null: new. */
  reviewed_at: ColumnType<string | null, string | null | undefined, string | null>;
};

/** An account its owner asked to delete: erased after `erase_after` unless taken back. */
export type AccountDeletionsTable = {
  user_id: string;
  requested_at: Timestamp;
  erase_after: string;
};

export type UserTable = {
  id: string;
  name: string;
  email: string;
  /** Read by the platform admin's shops list (decision 078); SQLite answers 0 or 1. */
  emailVerified: ColumnType<boolean | number, never, never>;
};

/** A shop's member and role (decision 071); the owner is one too. */
export type BrandMembersTable = {
  brand_id: string;
  user_id: string;
  /** 'owner', 'admin' or 'cashier' (domain/member-roles.ts). */
  role: string;
  created_at: Timestamp;
  last_active_at: ColumnType<string | null, string | null | undefined, string | null>;
};

/** An invitation mailed to join a shop: works once, until it expires. */
export type BrandInvitationsTable = {
  id: string;
  brand_id: string;
  email: string;
  role: string;
  /** SHA-256 of the mailed token; the token itself is never stored. */
  token_hash: string;
  invited_by: string | null;
  created_at: Timestamp;
  expires_at: string;
  accepted_at: ColumnType<string | null, string | null | undefined, string | null>;
};

/** An export, erasure or retention anonymisation of one customer's data (decision 070). */
export type PersonalDataEventsTable = {
  id: string;
  brand_id: string;
  /** 'export-json', 'export-csv', 'erase' or 'retention'. */
  kind: string;
  /** The number's last 4 digits only. */
  phone_last4: string;
  /** Who did it; null for the retention job. */
  user_id: string | null;
  user_name: string | null;
  /** Orders exported or anonymised. */
  order_count: ColumnType<number, number | undefined, number>;
  created_at: Timestamp;
};

/** The units of a product a customer's orders not cancelled took (decision 069). */
export type CustomerProductsTable = {
  brand_id: string;
  phone: string;
  /** As the order line stored it. */
  product_name: string;
  units: number;
};

/**
 * One WhatsApp number that ordered from a shop (decision 069), kept by the order's own
 * transaction and by a cancellation; the note and tags are the seller's.
 */
export type CustomersTable = {
  brand_id: string;
  /** As domain/phone.ts normalizePhone stores it on the orders. */
  phone: string;
  /** The name of her latest order. */
  name: string;
  /** Orders placed, cancelled ones included. */
  order_count: number;
  /** What her orders not cancelled came to. */
  total_spent: number;
  first_order_at: string;
  last_order_at: string;
  note: ColumnType<string | null, string | null | undefined, string | null>;
  /** ',langganan,reseller,' (domain/customers.ts); '' without tags. */
  tags: ColumnType<string, string | undefined, string>;
};

/** A date or range a shop closes or keeps other hours on (decision 064). */
export type SpecialDaysTable = {
  id: string;
  brand_id: string;
  /** YYYY-MM-DD in the shop's zone; both ends included. */
  start_date: string;
  end_date: string;
  /** 'closed' or 'hours' (other hours that day). */
  kind: string;
  /** HH:MM for 'hours'; null for a closure. */
  open_time: string | null;
  close_time: string | null;
  /** Shown to customers ('Libur Lebaran'); required for a closure. */
  reason: string | null;
  created_at: Timestamp;
};

/** Units of a product ordered for one due day by orders not cancelled (decision 060). */
export type ProductDailyQuantitiesTable = {
  product_id: string;
  day: string;
  quantity: Counter;
};

/** Views and clicks of one item on one day (YYYY-MM-DD in the shop's zone), added as counted. */
type DailyCountsTable<ParentKey extends string> = {
  day: string;
  views: Counter;
  clicks: Counter;
} & Record<ParentKey, string>;

/**
 * The platform's shops list (decision 078): each shop's orders of the 29 days before the day
 * `platform_rollups` names, summed from its daily counts once that day; today's are added live.
 */
export type ShopRecentOrdersTable = { brand_id: string; orders_before: number };

/** Which day each platform-wide roll-up was last summed for (WIB, YYYY-MM-DD). */
export type PlatformRollupsTable = { name: string; day: string };

/** One shop's day (YYYY-MM-DD in its zone): see ShopDay in domain/trends.ts. */
export type ShopDailyCountsTable = {
  brand_id: string;
  day: string;
  page_views: Counter;
  visits: Counter;
  link_clicks: Counter;
  product_opens: Counter;
  visits_with_product: Counter;
  visits_with_cart: Counter;
  visits_with_checkout: Counter;
  orders_placed: Counter;
  orders_finished: Counter;
  orders_cancelled: Counter;
  revenue: Counter;
  /** Of that revenue, what was received: DP amounts and totals of orders paid. */
  revenue_paid: Counter;
  /** Of that revenue, the delivery fees (decision 058). */
  delivery_fees: Counter;
  /** Orders that were their number's first in the shop (decision 069). */
  new_customers: Counter;
  /** Orders of a number that had ordered from the shop before. */
  returning_customers: Counter;
  /** Of the orders placed, those a member recorded by source (decision 072). */
  orders_whatsapp: Counter;
  orders_phone: Counter;
  orders_walk_in: Counter;
};
