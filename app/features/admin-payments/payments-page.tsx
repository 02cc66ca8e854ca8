import type { OwnPaymentSettings } from "#domain/payment-methods";
import { AdminPageHeader } from "#app/components/admin/page-header";
import { BankAccountsCard } from "./bank-accounts-card";
import { MethodsCard } from "./methods-card";
import { QrisCard } from "./qris-card";

/** /admin/payments: which methods the checkout offers, and what each needs. */
export function PaymentsPage({ settings }: { settings: OwnPaymentSettings }) {
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-5">
      <AdminPageHeader
        title="Pembayaran"
        description="Metode pembayaran yang bisa dipilih pelanggan saat checkout."
      />
      <MethodsCard settings={settings} />
      <BankAccountsCard accounts={settings.bankAccounts} />
      <QrisCard qris={settings.qris} />
    </div>
  );
}
