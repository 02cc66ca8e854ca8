import { getInputProps } from "@conform-to/react";
import { useState } from "react";
import { useFetcher } from "react-router";
import { MAX_BANK_ACCOUNTS, type BankAccount } from "#domain/payment-methods";
import { ZBankAccountSchema } from "#domain/payment-settings-form";
import { ConfirmDeleteDialog } from "#app/components/admin/confirm-delete-dialog";
import { InlineItemForm } from "#app/components/admin/inline-item-form";
import { FormField } from "#app/components/form-field";
import { Icon } from "#app/components/icons/icon";
import { Button } from "#app/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "#app/components/ui/card";
import { Input } from "#app/components/ui/input";
import { useFormSuccess, useSchemaForm } from "#app/lib/forms";
import type { action } from "#app/routes/admin/payments";

/** The transfer accounts: listed, added, changed, deleted. */
export function BankAccountsCard({ accounts }: { accounts: BankAccount[] }) {
  // The account being edited, "new" for one being added, null when none is.
  const [editing, setEditing] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<BankAccount | null>(null);
  const deleter = useFetcher<typeof action>();
  return (
    <Card>
      <CardHeader className="flex flex-row flex-wrap items-start justify-between gap-3">
        <div className="flex flex-col gap-1">
          <CardTitle className="text-lg">Rekening Transfer</CardTitle>
          <CardDescription>
            Ditampilkan kepada pelanggan yang memilih Transfer Bank.
          </CardDescription>
        </div>
        {editing === null && accounts.length < MAX_BANK_ACCOUNTS && (
          <Button variant="outline" onClick={() => setEditing("new")}>
            <Icon name="plus" aria-hidden />
            Tambah Rekening
          </Button>
        )}
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        {accounts.length === 0 && editing === null && (
          <p className="text-sm text-muted-foreground">Belum ada rekening.</p>
        )}
        {accounts.map((account) =>
          editing === account.id ? (
            <AccountForm key={account.id} account={account} onDone={() => setEditing(null)} />
          ) : (
            <div
              key={account.id}
              className="flex items-center justify-between gap-3 rounded-lg border px-3 py-2"
            >
              <div className="flex min-w-0 flex-col text-sm">
                <span className="font-medium">{account.bank}</span>
                <span className="font-mono">{account.accountNumber}</span>
                <span className="text-muted-foreground">a.n. {account.holder}</span>
              </div>
              <div className="flex gap-2">
                <Button
                  variant="outline"
                  size="icon"
                  aria-label={`Ubah rekening ${account.bank}`}
                  onClick={() => setEditing(account.id)}
                >
                  <Icon name="pencil" aria-hidden />
                </Button>
                <Button
                  variant="outline"
                  size="icon"
                  aria-label={`Hapus rekening ${account.bank}`}
                  onClick={() => setDeleting(account)}
                >
                  <Icon name="trash-2" aria-hidden />
                </Button>
              </div>
            </div>
          ),
        )}
        {editing === "new" && <AccountForm onDone={() => setEditing(null)} />}
      </CardContent>
      <ConfirmDeleteDialog
        open={deleting !== null}
        title="Hapus rekening?"
        description={deleting ? `${deleting.bank} ${deleting.accountNumber} akan dihapus.` : ""}
        onOpenChange={(open) => !open && setDeleting(null)}
        onConfirm={async () => {
          if (deleting) {
            await deleter.submit({ intent: "delete-account", id: deleting.id }, { method: "post" });
          }
          setDeleting(null);
        }}
      />
    </Card>
  );
}

function AccountForm({ account, onDone }: { account?: BankAccount; onDone: () => void }) {
  const [fetcherKey] = useState(() => `bank-account-${Math.random().toString(36).slice(2)}`);
  const fetcher = useFetcher<typeof action>({ key: fetcherKey });
  useFormSuccess(fetcher, onDone);
  const [form, fields] = useSchemaForm(ZBankAccountSchema, {
    lastResult: fetcher.data?.result,
    defaultValue: account
      ? {
          id: account.id,
          bank: account.bank,
          accountNumber: account.accountNumber,
          holder: account.holder,
        }
      : undefined,
  });
  return (
    <InlineItemForm
      fetcher={fetcher}
      form={form}
      intent="save-account"
      id={account?.id}
      onCancel={onDone}
    >
      <FormField field={fields.bank} label="Nama Bank">
        <Input {...getInputProps(fields.bank, { type: "text" })} placeholder="BCA" />
      </FormField>
      <FormField field={fields.accountNumber} label="Nomor Rekening">
        <Input
          {...getInputProps(fields.accountNumber, { type: "text" })}
          inputMode="numeric"
          autoComplete="off"
        />
      </FormField>
      <FormField field={fields.holder} label="Nama Pemilik Rekening">
        <Input {...getInputProps(fields.holder, { type: "text" })} />
      </FormField>
    </InlineItemForm>
  );
}
