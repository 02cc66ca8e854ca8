import { getFormProps, getInputProps } from "@conform-to/react";
import { Link, useFetcher } from "react-router";
import { AdminPageHeader } from "#app/components/admin/page-header";
import { FormField } from "#app/components/form-field";
import { Icon } from "#app/components/icons/icon";
import { SubmitButton } from "#app/components/submit-button";
import { Button } from "#app/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "#app/components/ui/card";
import { Input } from "#app/components/ui/input";
import { useSchemaForm } from "#app/lib/forms";
import type { action } from "#app/routes/admin/account";
import {
  ACCOUNT_DATA_PAGE_TITLE,
  ACCOUNT_PAGE_TEXTS as TEXTS,
  CANCEL_DELETION_LABEL,
  ZDeleteAccountSchema,
  deletionBannerText,
  deletionBannerTextWithoutShop,
} from "#domain/account-data";

type ExportEntry = { href: string; label: string; description: string };

/** 'Data & Akun' (decision 080): the account, its data as one file, and its deletion. */
export function AccountPage({
  email,
  name,
  ownShop,
  deletion,
  exports,
}: {
  email: string;
  name: string;
  ownShop: { name: string; username: string } | null;
  deletion: { eraseAfter: string; ownsShop: boolean } | null;
  exports: readonly ExportEntry[];
}) {
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-5">
      <AdminPageHeader title={ACCOUNT_DATA_PAGE_TITLE} description={TEXTS.description} />
      <Card>
        <CardHeader>
          <CardTitle className="text-lg">{TEXTS.accountTitle}</CardTitle>
          <CardDescription>
            {name} · {email}
            {ownShop && ` · /${ownShop.username}`}
          </CardDescription>
        </CardHeader>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle className="text-lg">{TEXTS.downloadTitle}</CardTitle>
          <CardDescription>{TEXTS.downloadDescription}</CardDescription>
        </CardHeader>
        <CardContent className="flex flex-col gap-5">
          <Button asChild className="self-start">
            {/* A file, not a page: the browser downloads it without leaving. */}
            <a href="/admin/account/export" download>
              <Icon name="download" aria-hidden />
              {TEXTS.downloadButton}
            </a>
          </Button>
          {exports.length > 0 && (
            <section aria-labelledby="other-exports" className="flex flex-col gap-2">
              <h2 id="other-exports" className="text-sm font-semibold">
                {TEXTS.otherExportsTitle}
              </h2>
              <ul className="flex flex-col gap-2 text-sm">
                {exports.map((entry) => (
                  <li key={entry.href}>
                    <Link
                      to={entry.href}
                      reloadDocument={entry.href.includes("export")}
                      className="font-medium text-primary underline underline-offset-4"
                    >
                      {entry.label}
                    </Link>
                    <span className="text-muted-foreground"> — {entry.description}</span>
                  </li>
                ))}
              </ul>
            </section>
          )}
        </CardContent>
      </Card>
      <DeleteCard deletion={deletion} />
    </div>
  );
}

function DeleteCard({ deletion }: { deletion: { eraseAfter: string; ownsShop: boolean } | null }) {
  return (
    <Card className="border-destructive/40">
      <CardHeader>
        <CardTitle className="text-lg text-destructive">{TEXTS.deleteTitle}</CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-4 text-sm">
        <ul className="flex list-disc flex-col gap-1 pl-5">
          {TEXTS.deleteWarnings.map((warning) => (
            <li key={warning}>{warning}</li>
          ))}
        </ul>
        <p className="font-medium">{TEXTS.deleteAdvice}</p>
        {deletion ? <PendingDeletion deletion={deletion} /> : <DeleteForm />}
      </CardContent>
    </Card>
  );
}

function PendingDeletion({ deletion }: { deletion: { eraseAfter: string; ownsShop: boolean } }) {
  const fetcher = useFetcher<typeof action>({ key: "cancel-deletion" });
  const isSending = fetcher.state !== "idle";
  return (
    <div className="flex flex-col gap-3 rounded-md border border-destructive/40 bg-destructive/5 p-3">
      <p className="font-semibold">{TEXTS.pendingTitle}</p>
      <p>
        {deletion.ownsShop
          ? deletionBannerText(deletion.eraseAfter)
          : deletionBannerTextWithoutShop(deletion.eraseAfter)}
      </p>
      <fetcher.Form method="post" action="/admin/account">
        <input type="hidden" name="intent" value="cancel" />
        <Button type="submit" variant="outline" disabled={isSending}>
          {isSending ? TEXTS.deletingButton : CANCEL_DELETION_LABEL}
        </Button>
      </fetcher.Form>
    </div>
  );
}

function DeleteForm() {
  const fetcher = useFetcher<typeof action>({ key: "delete-account" });
  const [form, fields] = useSchemaForm(ZDeleteAccountSchema, {
    id: "delete-account",
    lastResult: fetcher.state === "idle" ? fetcher.data?.result : null,
  });
  const isSending = fetcher.state !== "idle";
  return (
    <fetcher.Form
      method="post"
      action="/admin/account"
      aria-label={TEXTS.deleteTitle}
      className="flex flex-col gap-4"
      {...getFormProps(form)}
    >
      <input type="hidden" name="intent" value="delete" />
      <FormField field={fields.password} label={TEXTS.passwordLabel} hint={TEXTS.passwordHint}>
        <Input
          {...getInputProps(fields.password, { type: "password" })}
          autoComplete="current-password"
        />
      </FormField>
      {form.errors?.[0] && (
        <p role="alert" className="text-destructive">
          {form.errors[0]}
        </p>
      )}
      <SubmitButton variant="destructive" disabled={isSending} className="self-start">
        <Icon name="trash-2" aria-hidden />
        {isSending ? TEXTS.deletingButton : TEXTS.deleteButton}
      </SubmitButton>
    </fetcher.Form>
  );
}
