import { getFormProps, getInputProps } from "@conform-to/react";
import { useFetcher } from "react-router";
import { AdminPageHeader } from "#app/components/admin/page-header";
import { FormField } from "#app/components/form-field";
import { Icon } from "#app/components/icons/icon";
import { SubmitButton } from "#app/components/submit-button";
import { Badge } from "#app/components/ui/badge";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "#app/components/ui/card";
import { Input } from "#app/components/ui/input";
import { useSchemaForm } from "#app/lib/forms";
import type { action } from "#app/routes/admin/domain";
import {
  SHOP_DOMAIN_MAX_LENGTH,
  SHOP_DOMAIN_MESSAGES,
  ZAddShopDomainSchema,
  type OwnShopDomain,
} from "#domain/shop-domain";

/**
 * /admin/domain: the shop's own domain (decision 081). Without one, a form to add it; with
 * one, how to point it at the platform, its status, a check and a removal.
 */
export function DomainPage({
  data,
}: {
  data: { domain: OwnShopDomain | null; platformHost: string };
}) {
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-5">
      <AdminPageHeader
        title="Domain Sendiri"
        description="Pakai alamat web milik toko sendiri, misalnya tokosari.com. Halaman toko tampil di domain itu, sedangkan halaman admin dan halaman masuk tetap di alamat platform."
      />
      {data.domain ? (
        <DomainCard domain={data.domain} platformHost={data.platformHost} />
      ) : (
        <AddDomainCard />
      )}
    </div>
  );
}

function AddDomainCard() {
  const fetcher = useFetcher<typeof action>({ key: "add-domain" });
  const isSaving = fetcher.state !== "idle";
  const [form, fields] = useSchemaForm(ZAddShopDomainSchema, {
    id: "add-domain",
    lastResult: fetcher.data?.result,
    defaultValue: { intent: "add-domain", hostname: "" },
    onSubmit: (event, { formData }) => {
      event.preventDefault();
      void fetcher.submit(formData, { method: "post" });
    },
  });
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-lg">Tambah Domain</CardTitle>
        <CardDescription>
          Satu toko memakai satu domain. Domain harus sudah Anda miliki di penyedia domain.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form method="post" className="flex flex-col gap-4" {...getFormProps(form)}>
          <input type="hidden" name="intent" value="add-domain" />
          <FormField field={fields.hostname} label="Nama domain">
            <Input
              {...getInputProps(fields.hostname, { type: "text" })}
              inputMode="url"
              autoCapitalize="none"
              autoComplete="off"
              spellCheck={false}
              maxLength={SHOP_DOMAIN_MAX_LENGTH}
              placeholder="tokosari.com"
            />
          </FormField>
          {form.errors && (
            <p role="alert" className="text-sm text-destructive">
              {form.errors[0]}
            </p>
          )}
          <SubmitButton disabled={isSaving} className="w-full sm:w-fit">
            {isSaving ? "Menyimpan..." : "Tambah Domain"}
          </SubmitButton>
        </form>
      </CardContent>
    </Card>
  );
}

function DomainCard({ domain, platformHost }: { domain: OwnShopDomain; platformHost: string }) {
  const verify = useFetcher<typeof action>({ key: "verify-domain" });
  const remove = useFetcher<typeof action>({ key: "remove-domain" });
  const isChecking = verify.state !== "idle";
  const isRemoving = remove.state !== "idle";
  return (
    <Card>
      <CardHeader>
        <div className="flex flex-wrap items-center justify-between gap-2">
          <CardTitle className="text-lg break-all">{domain.hostname}</CardTitle>
          <Badge variant={domain.isVerified ? "default" : "secondary"}>
            {domain.isVerified ? SHOP_DOMAIN_MESSAGES.done : SHOP_DOMAIN_MESSAGES.pending}
          </Badge>
        </div>
        <CardDescription>
          {domain.isVerified
            ? `Toko tampil di https://${domain.hostname}. Terverifikasi ${domain.verifiedAtText ?? ""}.`
            : "Arahkan domain ke platform, lalu tekan Periksa Sekarang."}
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <ol className="flex list-decimal flex-col gap-2 pl-5 text-sm">
          <li>
            Di pengaturan DNS domain Anda, buat data <strong>CNAME</strong> untuk{" "}
            <span className="font-mono break-all">{domain.hostname}</span> yang mengarah ke{" "}
            <span className="font-mono break-all">{platformHost}</span> (atau data{" "}
            <strong>A</strong> ke alamat IP yang sama dengan {platformHost}).
          </li>
          <li>
            Tunggu sampai DNS berlaku (biasanya beberapa menit, bisa sampai 24 jam). Alamat ini
            harus menampilkan kode toko Anda:
            <span className="mt-1 block rounded-md bg-muted px-2 py-1 font-mono text-xs break-all">
              {domain.tokenUrl}
            </span>
          </li>
          <li>Tekan Periksa Sekarang. Sertifikat HTTPS dibuat otomatis setelah terverifikasi.</li>
        </ol>
        {domain.lastError && !domain.isVerified && (
          <p role="alert" className="text-sm text-destructive">
            {domain.lastError}
          </p>
        )}
        {domain.lastCheckedAtText && (
          <p className="text-xs text-muted-foreground">
            Terakhir diperiksa {domain.lastCheckedAtText}
          </p>
        )}
        <div className="grid gap-2 sm:flex sm:flex-wrap">
          <verify.Form method="post">
            <input type="hidden" name="intent" value="verify-domain" />
            <SubmitButton disabled={isChecking} className="w-full sm:w-fit">
              <Icon name="shield-check" aria-hidden />
              {isChecking ? "Memeriksa..." : "Periksa Sekarang"}
            </SubmitButton>
          </verify.Form>
          <remove.Form method="post">
            <input type="hidden" name="intent" value="remove-domain" />
            <SubmitButton variant="outline" disabled={isRemoving} className="w-full sm:w-fit">
              <Icon name="trash-2" aria-hidden />
              {isRemoving ? "Menghapus..." : "Hapus Domain"}
            </SubmitButton>
          </remove.Form>
        </div>
      </CardContent>
    </Card>
  );
}
