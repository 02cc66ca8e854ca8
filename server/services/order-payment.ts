import crypto from "node:crypto";
import type { Selectable } from "kysely";
import {
  isPaymentMethod,
  offeredPaymentMethods,
  PAYMENT_MESSAGES,
  PAYMENT_METHOD_LABELS,
  UNIQUE_CODE_RANGE,
  type BankAccount,
  type OrderPayment,
  type PaymentMethod,
  type PaymentSettings,
} from "#domain/payment-methods";
import { buildAmountPayload, checkQris, type QrisMerchant } from "#domain/qris";
import type { BrandsTable } from "../db/schema";
import { AppError } from "../errors";
import { renderPaymentQrPng, renderPaymentQrSvg } from "../payments/qr-svg";

// How an order is paid (decision 055): the method the customer chose among those the shop
// offers, the unique code of a transfer, and what the customer is shown to pay: the
// accounts, or the seller's QRIS with the order's total in it, drawn here.

/** The brand's columns its payment settings are read from, with the order's brand too. */
export const PAYMENT_COLUMNS = [
  "is_cash_enabled",
  "is_transfer_enabled",
  "is_qris_enabled",
  "is_unique_code_enabled",
  "bank_accounts",
  "qris_payload",
] as const;

type PaymentRow = Pick<Selectable<BrandsTable>, (typeof PAYMENT_COLUMNS)[number]>;

const isText = (value: unknown): value is string => typeof value === "string";

/** The stored accounts; anything not shaped as one is left out. */
function bankAccountsOf(value: unknown): BankAccount[] {
  if (!Array.isArray(value)) return [];
  return value.filter(
    (item): item is BankAccount =>
      typeof item === "object" &&
      item !== null &&
      isText(item.id) &&
      isText(item.bank) &&
      isText(item.accountNumber) &&
      isText(item.holder),
  );
}

export function paymentSettingsOf(row: PaymentRow): PaymentSettings {
  return {
    isCashEnabled: row.is_cash_enabled,
    isTransferEnabled: row.is_transfer_enabled,
    isQrisEnabled: row.is_qris_enabled,
    isUniqueCodeEnabled: row.is_unique_code_enabled,
    bankAccounts: bankAccountsOf(row.bank_accounts),
    qrisPayload: row.qris_payload,
  };
}

/** The merchant of a stored QRIS payload; null when there is none (or it no longer checks). */
export function qrisMerchantOf(payload: string | null): QrisMerchant | null {
  if (payload === null) return null;
  const checked = checkQris(payload);
  return checked.ok ? checked : null;
}

/**
 * The method an order is paid by: the one the customer chose, which the shop must offer
 * now (VALIDATION otherwise, nothing stored). An order sent without one (a page opened
 * before methods existed, a script) is paid in cash when the shop takes cash, as every
 * order was before, or else by the shop's first method.
 */
export function chooseOrderPaymentMethod(
  settings: PaymentSettings,
  sent: string | undefined,
): PaymentMethod {
  const offered = offeredPaymentMethods(settings);
  if (sent === undefined || sent === "") {
    const fallback = offered.includes("cash") ? "cash" : offered[0];
    if (fallback) return fallback;
  }
  if (!isPaymentMethod(sent) || !offered.includes(sent)) {
    throw new AppError("VALIDATION", PAYMENT_MESSAGES.methodUnavailable, {}, `method ${sent}`);
  }
  return sent;
}

/** A unique code drawn at random in UNIQUE_CODE_RANGE; stored with the order. */
export const drawRandomUniqueCode = () =>
  crypto.randomInt(UNIQUE_CODE_RANGE.min, UNIQUE_CODE_RANGE.max + 1);

/** 'Simpan QRIS' of an order: checked like tracking, with the order's number and digits. */
export function qrisDownloadUrl(username: string, orderNumber: string, phone: string): string {
  const query = new URLSearchParams({ number: orderNumber, digits: phone.slice(-4) });
  return `/${encodeURIComponent(username)}/order-tracking/qris?${query}`;
}

/** The QRIS payload of an order: the seller's with the order's total; null without one. */
export function orderQrisPayload(settings: PaymentSettings, total: number): string | null {
  if (settings.qrisPayload === null) return null;
  const built = buildAmountPayload(settings.qrisPayload, total);
  return built.ok ? built.payload : null;
}

export type PayableOrder = {
  orderNumber: string;
  customerPhone: string;
  total: number;
  paymentMethod: string | null;
  uniqueCode: number | null;
};

/**
 * What the customer is shown to pay an order: the transfer accounts, or the QRIS with the
 * order's total drawn as SVG. Null for an order without a method (placed before them).
 */
export async function buildOrderPayment(
  brand: { name: string; username: string; payment: PaymentSettings },
  order: PayableOrder,
): Promise<OrderPayment | null> {
  if (!isPaymentMethod(order.paymentMethod)) return null;
  const method = order.paymentMethod;
  const base = {
    method,
    label: PAYMENT_METHOD_LABELS[method],
    uniqueCode: order.uniqueCode,
    total: order.total,
    bankAccounts: method === "transfer" ? brand.payment.bankAccounts : [],
    qris: null,
  };
  if (method !== "qris") return base;
  const merchant = qrisMerchantOf(brand.payment.qrisPayload);
  const payload = orderQrisPayload(brand.payment, order.total);
  if (!merchant || !payload) return base;
  return {
    ...base,
    qris: {
      svg: await renderPaymentQrSvg(payload, `Kode QRIS ${merchant.merchantName}`),
      merchantName: merchant.merchantName,
      nmid: merchant.nmid,
      downloadUrl: qrisDownloadUrl(brand.username, order.orderNumber, order.customerPhone),
    },
  };
}

/** The PNG of an order's QRIS ('Simpan QRIS'); null when the order is not paid by QRIS. */
export async function renderOrderQrisPng(
  settings: PaymentSettings,
  order: { paymentMethod: string | null; total: number },
): Promise<Buffer | null> {
  if (order.paymentMethod !== "qris") return null;
  const payload = orderQrisPayload(settings, order.total);
  return payload ? renderPaymentQrPng(payload) : null;
}
