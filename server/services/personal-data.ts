import crypto from "node:crypto";
import { sql, type Transaction } from "kysely";
import { csvRow } from "#domain/order-export";
import {
  ERASED_CUSTOMER_NAME,
  PERSONAL_DATA_MESSAGES,
  RETENTION_MONTH_OPTIONS,
  ZCustomerPhoneSchema,
  ZEraseCustomerSchema,
  ZPromoMessageSchema,
  ZRetentionSchema,
  phoneTail,
  retentionCutoff,
  type CustomerExportFormat,
  type OwnCustomerData,
  type PersonalDataEventKind,
  type PromoCustomer,
} from "#domain/personal-data";
import { formatDateTimeId, shopTimeZoneOf } from "#domain/shop-time";
import { buildWhatsAppUrl } from "#domain/whatsapp";
import type { BrandOwner } from "../auth/guards";
import type { Db } from "../db/database";
import type { Database } from "../db/schema";
import { AppError, parseInput } from "../errors";
import { ownedBy } from "./brand-scope";
import { forgetCustomer } from "./customers";
import { readLinesOfOrders } from "./order-lines";

// Customers' personal data (decision 070, UU 27/2022). One way to erase a customer's data,
// anonymiseCustomer, used by the seller's 'Hapus Data' and by the hourly retention job: her
// name, number, address (the order's note), location and consent leave her orders in that
// shop; products, amounts, dates, statuses and payments stay, so totals, trends
// (shop_daily_counts, counted when orders were written) and exports add up as before. Every
// export and erasure leaves an entry in the shop's audit list, with the number's last 4
// digits only.

type Executor = Db | Transaction<Database>;

/** Why a customer's data is erased: her request through the seller, or the shop's period. */
export type AnonymiseReason =
  { kind: "erase"; user: { id: string; name: string } } | { kind: "retention" };

/**
 * Erases the customer's data from every order of `phone` (as orders store it: 62…) in the
 * brand, marking each anonymised, and writes the audit entry; returns how many orders it
 * changed (none: nothing written). Run it inside a transaction.
 */
export async function anonymiseCustomer(
  trx: Transaction<Database>,
  brandId: string,
  phone: string,
  reason: AnonymiseReason,
  now: Date = new Date(),
): Promise<number> {
  if (phone === "") return 0;
  const result = await trx
    .updateTable("orders")
    .set({
      customer_name: ERASED_CUSTOMER_NAME,
      customer_phone: "",
      note: null,
      location_url: null,
      marketing_consent_at: null,
      marketing_consent_text: null,
      // The hash of what the checkout sent, name and number included.
      checkout_fingerprint: null,
      anonymised_at: now.toISOString(),
    })
    .where("brand_id", "=", brandId)
    .where("customer_phone", "=", phone)
    .executeTakeFirst();
  const orderCount = Number(result.numUpdatedRows ?? 0);
  if (orderCount === 0) return 0;
  // The shop's own record of its customers forgets the number too (decision 069).
  await forgetCustomer(trx, brandId, phone);
  await recordEvent(trx, {
    brandId,
    kind: reason.kind,
    phone,
    user: reason.kind === "erase" ? reason.user : null,
    orderCount,
    at: now,
  });
  return orderCount;
}

async function recordEvent(
  trx: Executor,
  event: {
    brandId: string;
    kind: PersonalDataEventKind;
    phone: string;
    user: { id: string; name: string } | null;
    orderCount: number;
    at: Date;
  },
): Promise<void> {
  await trx
    .insertInto("personal_data_events")
    .values({
      id: crypto.randomUUID(),
      brand_id: event.brandId,
      kind: event.kind,
      phone_last4: phoneTail(event.phone),
      user_id: event.user?.id ?? null,
      user_name: event.user?.name ?? null,
      order_count: event.orderCount,
      created_at: event.at.toISOString(),
    })
    .execute();
}

/**
 * 'Hapus Data': the customer's data erased from the owner's orders at once, the number
 * typed twice. A mistyped confirmation, or a number without orders in the shop, changes
 * nothing (VALIDATION).
 */
export async function eraseOwnCustomer(
  db: Db,
  owner: BrandOwner,
  input: unknown,
  now: Date = new Date(),
): Promise<{ orderCount: number }> {
  const { phone } = parseInput(ZEraseCustomerSchema, input);
  return db.transaction().execute(async (trx) => {
    const user = { id: owner.id, name: owner.name };
    const orderCount = await anonymiseCustomer(
      trx,
      owner.brandId,
      phone,
      { kind: "erase", user },
      now,
    );
    if (orderCount === 0) {
      throw new AppError("VALIDATION", PERSONAL_DATA_MESSAGES.noData, {
        phone: PERSONAL_DATA_MESSAGES.noData,
      });
    }
    return { orderCount };
  });
}

/** Numbers anonymised per retention period and run; a backlog is worked off hourly. */
const RETENTION_BATCH = 500;

/**
 * The hourly retention job: in every shop, each number whose last order there was placed
 * before the shop's period (customer_data_retention_months) is anonymised, one number per
 * transaction with its audit entry. Returns the numbers anonymised.
 */
export async function applyRetention(db: Db, now: Date = new Date()): Promise<number> {
  let anonymised = 0;
  for (const months of RETENTION_MONTH_OPTIONS) {
    const cutoff = retentionCutoff(now, months).toISOString();
    // Orders placed before the cutoff whose number has no order in the shop since: only
    // old orders are read, and each number's newer ones are probed through the index on
    // (brand, number, time). Anonymised orders carry no number, so a run leaves nothing
    // for the next one to read again but the old orders of customers who came back.
    const due = await db
      .selectFrom("orders")
      .innerJoin("brands", "brands.id", "orders.brand_id")
      .select(["orders.brand_id", "orders.customer_phone"])
      .where("brands.customer_data_retention_months", "=", months)
      .where("orders.created_at", "<", cutoff)
      .where("orders.customer_phone", "!=", "")
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom("orders as later")
              .select(sql`1`.as("one"))
              .whereRef("later.brand_id", "=", "orders.brand_id")
              .whereRef("later.customer_phone", "=", "orders.customer_phone")
              .where("later.created_at", ">=", cutoff),
          ),
        ),
      )
      .groupBy(["orders.brand_id", "orders.customer_phone"])
      .limit(RETENTION_BATCH)
      .execute();
    for (const { brand_id: brandId, customer_phone: phone } of due) {
      const orderCount = await db
        .transaction()
        .execute((trx) => anonymiseCustomer(trx, brandId, phone, { kind: "retention" }, now));
      if (orderCount > 0) anonymised += 1;
    }
  }
  return anonymised;
}

export type CustomerExport = { fileName: string; contentType: string; body: string };

type ExportedOrder = {
  orderNumber: string;
  placedAt: string;
  status: string;
  customerName: string;
  customerPhone: string;
  deliveryMethod: string;
  deliveryTime: string;
  deliveryArea: string | null;
  deliveryFee: number;
  locationUrl: string | null;
  note: string | null;
  referralCode: string | null;
  paymentMethod: string | null;
  paymentStatus: string;
  total: number;
  marketingConsent: { at: string; text: string | null } | null;
  lines: {
    productName: string;
    quantity: number;
    unitPrice: number;
    totalPrice: number;
    note: string | null;
    options: { name: string; value: string; priceDelta: number }[];
  }[];
};

/** Every order of the number in the owner's shop, with its lines, options and consent. */
async function readCustomerOrders(
  db: Db,
  owner: BrandOwner,
  phone: string,
): Promise<ExportedOrder[]> {
  const orders = await db
    .selectFrom("orders")
    .select([
      "id",
      "order_number",
      "created_at",
      "status",
      "customer_name",
      "customer_phone",
      "delivery_method",
      "delivery_time_option",
      "delivery_area",
      "delivery_fee",
      "location_url",
      "note",
      "referral_code",
      "payment_method",
      "payment_status",
      "total",
      "marketing_consent_at",
      "marketing_consent_text",
    ])
    .where(ownedBy(owner))
    .where("customer_phone", "=", phone)
    .orderBy("created_at")
    .execute();
  const lines = await readLinesOfOrders(
    db,
    orders.map((order) => order.id),
  );
  return orders.map((order) => ({
    orderNumber: order.order_number,
    placedAt: new Date(order.created_at).toISOString(),
    status: order.status,
    customerName: order.customer_name,
    customerPhone: order.customer_phone,
    deliveryMethod: order.delivery_method,
    deliveryTime: order.delivery_time_option,
    deliveryArea: order.delivery_area,
    deliveryFee: Number(order.delivery_fee),
    locationUrl: order.location_url,
    note: order.note,
    referralCode: order.referral_code,
    paymentMethod: order.payment_method,
    paymentStatus: order.payment_status,
    total: Number(order.total),
    marketingConsent: order.marketing_consent_at
      ? {
          at: new Date(order.marketing_consent_at).toISOString(),
          text: order.marketing_consent_text,
        }
      : null,
    lines: (lines.get(order.id) ?? []).map((line) => ({
      productName: line.productName,
      quantity: line.quantity,
      unitPrice: Number(line.unitPrice),
      totalPrice: Number(line.totalPrice),
      note: line.note,
      options: line.options.map((option) => ({
        name: option.name,
        value: option.value,
        priceDelta: option.price ?? 0,
      })),
    })),
  }));
}

const CSV_HEADER = [
  "No. Pesanan",
  "Waktu Pesan",
  "Status",
  "Nama",
  "No. WhatsApp",
  "Metode",
  "Waktu Kirim",
  "Area",
  "Ongkir",
  "Lokasi",
  "Catatan",
  "Kode Referral",
  "Pembayaran",
  "Status Bayar",
  "Total",
  "Setuju Promosi",
  "Teks Persetujuan",
  "Produk",
  "Pilihan",
  "Jumlah",
  "Harga Satuan",
  "Subtotal",
  "Catatan Produk",
];

/** One row per order line, the order's fields repeated on each. */
function customerCsv(orders: readonly ExportedOrder[]): string {
  const rows = orders.flatMap((order) => {
    const head = [
      order.orderNumber,
      order.placedAt,
      order.status,
      order.customerName,
      order.customerPhone,
      order.deliveryMethod,
      order.deliveryTime,
      order.deliveryArea ?? "",
      order.deliveryFee,
      order.locationUrl ?? "",
      order.note ?? "",
      order.referralCode ?? "",
      order.paymentMethod ?? "",
      order.paymentStatus,
      order.total,
      order.marketingConsent?.at ?? "",
      order.marketingConsent?.text ?? "",
    ];
    const lines = order.lines.length > 0 ? order.lines : [null];
    return lines.map((line) =>
      csvRow([
        ...head,
        line?.productName ?? "",
        line?.options.map((option) => `${option.name}: ${option.value}`).join("; ") ?? "",
        line?.quantity ?? "",
        line?.unitPrice ?? "",
        line?.totalPrice ?? "",
        line?.note ?? "",
      ]),
    );
  });
  // The byte order mark makes spreadsheet programs read the text as UTF-8.
  return `\uFEFF${csvRow(CSV_HEADER)}${rows.join("")}`;
}

/**
 * 'Unduh Data': everything the owner's shop holds about one number, as JSON or CSV; the
 * export is written to the audit list. Refused (VALIDATION) for a number that is none.
 */
export async function exportOwnCustomer(
  db: Db,
  owner: BrandOwner,
  input: { phone: unknown; format: CustomerExportFormat },
  now: Date = new Date(),
): Promise<CustomerExport> {
  const { phone } = parseInput(ZCustomerPhoneSchema, { phone: input.phone });
  const orders = await readCustomerOrders(db, owner, phone);
  await recordEvent(db, {
    brandId: owner.brandId,
    kind: input.format === "json" ? "export-json" : "export-csv",
    phone,
    user: { id: owner.id, name: owner.name },
    orderCount: orders.length,
    at: now,
  });
  const baseName = `data-pelanggan-${phoneTail(phone)}`;
  if (input.format === "csv") {
    return {
      fileName: `${baseName}.csv`,
      contentType: "text/csv; charset=utf-8",
      body: customerCsv(orders),
    };
  }
  const consents = orders.flatMap((order) =>
    order.marketingConsent ? [{ orderNumber: order.orderNumber, ...order.marketingConsent }] : [],
  );
  return {
    fileName: `${baseName}.json`,
    contentType: "application/json; charset=utf-8",
    body: JSON.stringify(
      { phone, exportedAt: now.toISOString(), orders, marketingConsents: consents },
      null,
      2,
    ),
  };
}

const EVENTS_SHOWN = 50;

/** The 'Data Pelanggan' page: the retention period and the latest audit entries. */
export async function getOwnCustomerData(db: Db, owner: BrandOwner): Promise<OwnCustomerData> {
  const [brand, events] = await Promise.all([
    db
      .selectFrom("brands")
      .select(["customer_data_retention_months", "time_zone"])
      .where("id", "=", owner.brandId)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom("personal_data_events")
      .select(["id", "kind", "phone_last4", "user_name", "order_count", "created_at"])
      .where(ownedBy(owner))
      .orderBy("created_at", "desc")
      .orderBy("id", "desc")
      .limit(EVENTS_SHOWN)
      .execute(),
  ]);
  return {
    retentionMonths: brand.customer_data_retention_months,
    events: events.map((event) => ({
      id: event.id,
      kind: event.kind as PersonalDataEventKind,
      phoneLast4: event.phone_last4,
      userName: event.user_name,
      orderCount: Number(event.order_count),
      at: new Date(event.created_at).toISOString(),
      atText: formatDateTimeId(event.created_at, shopTimeZoneOf(brand.time_zone)),
    })),
  };
}

/** Saves how many months the owner's shop keeps a customer's data after her last order. */
export async function saveOwnRetention(db: Db, owner: BrandOwner, input: unknown): Promise<void> {
  const { months } = parseInput(ZRetentionSchema, input);
  await db
    .updateTable("brands")
    .set({ customer_data_retention_months: months, updated_at: new Date().toISOString() })
    .where("id", "=", owner.brandId)
    .execute();
}

/** Numbers listed at most on 'Pelanggan Setuju Promosi'. */
const PROMO_CUSTOMERS_SHOWN = 2_000;

/**
 * 'Pelanggan Setuju Promosi': each number that ticked the consent in one of its orders of
 * the owner's shop, with its latest consent, and the seller's message. An order placed
 * later without the tick does not withdraw it (decision 070); an erased customer is gone.
 */
export async function getOwnPromoCustomers(
  db: Db,
  owner: BrandOwner,
): Promise<{ message: string; customers: PromoCustomer[] }> {
  const [brand, rows] = await Promise.all([
    db
      .selectFrom("brands")
      .select(["promo_message", "time_zone"])
      .where("id", "=", owner.brandId)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom("orders")
      .select(["customer_phone", "customer_name", "marketing_consent_at", "marketing_consent_text"])
      .where(ownedBy(owner))
      .where("marketing_consent_at", "is not", null)
      .where("anonymised_at", "is", null)
      .orderBy("marketing_consent_at", "desc")
      .limit(PROMO_CUSTOMERS_SHOWN * 5)
      .execute(),
  ]);
  const message = brand.promo_message ?? "";
  const customers = new Map<string, PromoCustomer>();
  for (const row of rows) {
    if (customers.has(row.customer_phone) || !row.marketing_consent_at) continue;
    customers.set(row.customer_phone, {
      phone: row.customer_phone,
      name: row.customer_name,
      consentAt: new Date(row.marketing_consent_at).toISOString(),
      consentAtText: formatDateTimeId(row.marketing_consent_at, shopTimeZoneOf(brand.time_zone)),
      consentText: row.marketing_consent_text,
      whatsappUrl: buildWhatsAppUrl(row.customer_phone, message),
    });
    if (customers.size >= PROMO_CUSTOMERS_SHOWN) break;
  }
  return { message, customers: [...customers.values()] };
}

/** Saves the message the owner's promotion links carry. */
export async function saveOwnPromoMessage(
  db: Db,
  owner: BrandOwner,
  input: unknown,
): Promise<void> {
  const { message } = parseInput(ZPromoMessageSchema, input);
  await db
    .updateTable("brands")
    .set({ promo_message: message, updated_at: new Date().toISOString() })
    .where("id", "=", owner.brandId)
    .execute();
}

export type PrivacyNoticeShop = {
  name: string;
  username: string;
  retentionMonths: number;
  whatsapp: string | null;
  email: string | null;
};

/** What a shop's 'Kebijakan Privasi' is written from. */
export async function getPrivacyNoticeShop(
  db: Db,
  brandId: string,
): Promise<Pick<PrivacyNoticeShop, "retentionMonths" | "whatsapp" | "email">> {
  const row = await db
    .selectFrom("brands")
    .select([
      "customer_data_retention_months",
      "customer_service_whatsapp",
      "phone_number",
      "customer_service_email",
    ])
    .where("id", "=", brandId)
    .executeTakeFirstOrThrow();
  return {
    retentionMonths: row.customer_data_retention_months,
    whatsapp: row.customer_service_whatsapp || row.phone_number || null,
    email: row.customer_service_email || null,
  };
}
