import crypto from "node:crypto";
import { PostgresAdapter } from "kysely";
import { PICTURES_BUSY_MESSAGE } from "#domain/media";
import {
  MAX_BANK_ACCOUNTS,
  offeredPaymentMethods,
  PAYMENT_MESSAGES,
  type BankAccount,
  type OwnPaymentSettings,
  type PaymentMethod,
  type PaymentSettings,
} from "#domain/payment-methods";
import { ZBankAccountSchema } from "#domain/payment-settings-form";
import { checkQris, type QrisMerchant } from "#domain/qris";
import type { BrandOwner } from "../auth/guards";
import type { Db } from "../db/database";
import { AppError, parseInput } from "../errors";
import { isDecoderBusy } from "../media/decoder";
import { readQrCode } from "../payments/qr-decode";
import { PAYMENT_COLUMNS, paymentSettingsOf, qrisMerchantOf } from "./order-payment";

// The seller's payment methods on /admin/payments (decision 055): transfer accounts, the
// QRIS read from her sticker, cash, and the unique code of transfer orders. Every change
// keeps at least one method a customer can choose, or is refused and changes nothing.

export async function getOwnPaymentSettings(
  db: Db,
  owner: BrandOwner,
): Promise<OwnPaymentSettings> {
  const row = await db
    .selectFrom("brands")
    .select(PAYMENT_COLUMNS)
    .where("id", "=", owner.brandId)
    .executeTakeFirstOrThrow();
  const settings = paymentSettingsOf(row);
  const merchant = qrisMerchantOf(settings.qrisPayload);
  return {
    ...settings,
    offered: offeredPaymentMethods(settings),
    qris: merchant && {
      merchantName: merchant.merchantName,
      city: merchant.city,
      nmid: merchant.nmid,
    },
  };
}

type SettingsChange = Partial<{
  is_cash_enabled: boolean;
  is_transfer_enabled: boolean;
  is_qris_enabled: boolean;
  is_unique_code_enabled: boolean;
  bank_accounts: string | null;
  qris_payload: string | null;
}>;

/**
 * Reads the owner's settings, lets `change` say what to write, and writes it unless no
 * method would be left for a customer to choose (VALIDATION, nothing written). The brand's
 * row is locked on PostgreSQL, so two changes cannot each leave the other's last method.
 */
async function changeOwnSettings(
  db: Db,
  owner: BrandOwner,
  change: (settings: PaymentSettings) => SettingsChange,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    let query = trx.selectFrom("brands").select(PAYMENT_COLUMNS).where("id", "=", owner.brandId);
    if (trx.getExecutor().adapter instanceof PostgresAdapter) query = query.forUpdate();
    const settings = paymentSettingsOf(await query.executeTakeFirstOrThrow());
    const update = change(settings);
    const next = paymentSettingsOf({
      is_cash_enabled: update.is_cash_enabled ?? settings.isCashEnabled,
      is_transfer_enabled: update.is_transfer_enabled ?? settings.isTransferEnabled,
      is_qris_enabled: update.is_qris_enabled ?? settings.isQrisEnabled,
      is_unique_code_enabled: update.is_unique_code_enabled ?? settings.isUniqueCodeEnabled,
      bank_accounts:
        update.bank_accounts === undefined
          ? settings.bankAccounts
          : JSON.parse(update.bank_accounts ?? "null"),
      qris_payload: update.qris_payload === undefined ? settings.qrisPayload : update.qris_payload,
    });
    if (offeredPaymentMethods(next).length === 0) {
      throw new AppError("VALIDATION", PAYMENT_MESSAGES.lastMethod);
    }
    await trx
      .updateTable("brands")
      .set({ ...update, updated_at: new Date().toISOString() })
      .where("id", "=", owner.brandId)
      .execute();
  });
}

/** Adds a transfer account, or changes the one with the given id (NOT_FOUND otherwise). */
export async function saveOwnBankAccount(db: Db, owner: BrandOwner, input: unknown): Promise<void> {
  const { id, bank, accountNumber, holder } = parseInput(ZBankAccountSchema, input);
  await changeOwnSettings(db, owner, ({ bankAccounts }) => {
    let accounts: BankAccount[];
    if (id) {
      if (!bankAccounts.some((account) => account.id === id)) {
        throw new AppError("NOT_FOUND", PAYMENT_MESSAGES.accountNotFound);
      }
      accounts = bankAccounts.map((account) =>
        account.id === id ? { id, bank, accountNumber, holder } : account,
      );
    } else {
      if (bankAccounts.length >= MAX_BANK_ACCOUNTS) {
        throw new AppError("VALIDATION", PAYMENT_MESSAGES.tooManyAccounts);
      }
      const newId = crypto.randomBytes(6).toString("hex");
      accounts = [...bankAccounts, { id: newId, bank, accountNumber, holder }];
    }
    return { bank_accounts: JSON.stringify(accounts) };
  });
}

export async function deleteOwnBankAccount(db: Db, owner: BrandOwner, id: string): Promise<void> {
  await changeOwnSettings(db, owner, ({ bankAccounts }) => {
    if (!bankAccounts.some((account) => account.id === id)) {
      throw new AppError("NOT_FOUND", PAYMENT_MESSAGES.accountNotFound);
    }
    return { bank_accounts: JSON.stringify(bankAccounts.filter((account) => account.id !== id)) };
  });
}

const METHOD_COLUMNS = {
  cash: "is_cash_enabled",
  transfer: "is_transfer_enabled",
  qris: "is_qris_enabled",
} as const satisfies Record<PaymentMethod, keyof SettingsChange>;

export async function setOwnPaymentMethod(
  db: Db,
  owner: BrandOwner,
  method: PaymentMethod,
  isEnabled: boolean,
): Promise<void> {
  await changeOwnSettings(db, owner, () => ({ [METHOD_COLUMNS[method]]: isEnabled }));
}

export async function setOwnUniqueCode(
  db: Db,
  owner: BrandOwner,
  isEnabled: boolean,
): Promise<void> {
  await db
    .updateTable("brands")
    .set({ is_unique_code_enabled: isEnabled, updated_at: new Date().toISOString() })
    .where("id", "=", owner.brandId)
    .execute();
}

/** Checks a QRIS payload as the seller's sticker; VALIDATION with its Indonesian refusal. */
function checkedSticker(payload: string): QrisMerchant {
  const checked = checkQris(payload.trim());
  if (!checked.ok) throw new AppError("VALIDATION", checked.message, {}, checked.defect);
  return checked;
}

/**
 * The QRIS in a photo or screenshot of the seller's sticker, read and checked, for her to
 * confirm before anything is saved. VALIDATION when the picture shows no code, or no valid
 * QRIS; UNAVAILABLE when the picture decoder is busy.
 */
export async function readQrisPicture(file: unknown): Promise<QrisMerchant> {
  if (!(file instanceof Blob) || file.size === 0) {
    throw new AppError("VALIDATION", PAYMENT_MESSAGES.qrisPictureRequired);
  }
  let text: string | null;
  try {
    text = await readQrCode(Buffer.from(await file.arrayBuffer()));
  } catch (error) {
    if (isDecoderBusy(error)) {
      throw new AppError("UNAVAILABLE", PICTURES_BUSY_MESSAGE, {}, "picture decoder busy");
    }
    throw error;
  }
  if (text === null) throw new AppError("VALIDATION", PAYMENT_MESSAGES.qrisNoCode);
  return checkedSticker(text);
}

/** Saves the QRIS the seller confirmed, checked again here. */
export async function saveOwnQris(db: Db, owner: BrandOwner, payload: string): Promise<void> {
  const merchant = checkedSticker(payload);
  await changeOwnSettings(db, owner, () => ({ qris_payload: merchant.payload }));
}

export async function deleteOwnQris(db: Db, owner: BrandOwner): Promise<void> {
  await changeOwnSettings(db, owner, () => ({ qris_payload: null }));
}
