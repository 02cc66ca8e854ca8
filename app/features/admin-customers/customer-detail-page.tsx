import { getFormProps, getTextareaProps } from "@conform-to/react";
import { useState } from "react";
import { Link, useFetcher } from "react-router";
import { Icon } from "#app/components/icons/icon";
import { FormField } from "#app/components/form-field";
import { StatCard, StatGrid } from "#app/components/admin/stat-card";
import { SubmitButton } from "#app/components/submit-button";
import { Badge } from "#app/components/ui/badge";
import { Button } from "#app/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "#app/components/ui/card";
import { Input } from "#app/components/ui/input";
import { Textarea } from "#app/components/ui/textarea";
import { formatCount } from "#app/lib/format";
import { useSchemaForm } from "#app/lib/forms";
import type { action } from "#app/routes/admin/customer-detail";
import { StatusBadge } from "#app/features/admin-orders/status-badge";
import {
  CUSTOMER_MESSAGES,
  CUSTOMER_NOTE_MAX,
  formatCustomerDate,
  isValidTag,
  normalizeTag,
  SUGGESTED_TAGS,
  TAG_MAX_LENGTH,
  TAGS_MAX,
  ZCustomerNoteSchema,
  type CustomerDetail,
} from "#domain/customers";
import { resolveOrderStatus } from "#domain/order-status";
import { formatPhoneDisplay } from "#domain/phone";
import { formatRupiah } from "#domain/rupiah";
import { formatDateTimeId } from "#domain/shop-time";

/** One customer: her figures, the seller's note and tags on her, and her orders. */
export function CustomerDetailPage({ customer }: { customer: CustomerDetail }) {
  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-5">
      <Link
        to="/admin/customers"
        className="flex w-fit items-center gap-1 text-sm text-muted-foreground hover:text-foreground"
      >
        <Icon name="chevron-left" className="size-4" aria-hidden />
        Daftar Pelanggan
      </Link>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="flex min-w-0 flex-col gap-1">
          <h1 className="text-2xl font-bold break-words">{customer.name}</h1>
          <p className="text-sm text-muted-foreground">
            Pelanggan sejak {formatCustomerDate(customer.firstOrderAt, customer.timeZone)}
          </p>
          {customer.tags.length > 0 && (
            <span className="flex flex-wrap gap-1">
              {customer.tags.map((tag) => (
                <Badge key={tag} variant="secondary">
                  {tag}
                </Badge>
              ))}
            </span>
          )}
        </div>
        <div className="flex flex-wrap gap-2">
          <Button asChild variant="outline">
            <a href={`https://wa.me/${customer.phone}`} target="_blank" rel="noreferrer">
              <Icon name="message-circle" aria-hidden />
              {formatPhoneDisplay(customer.phone)}
            </a>
          </Button>
          {/* Her data downloaded or erased on her request (decision 070). */}
          <Button asChild variant="ghost">
            <Link to={`/admin/customer-data?nomor=${encodeURIComponent(customer.phone)}`}>
              <Icon name="shield-check" aria-hidden />
              Data Pribadi
            </Link>
          </Button>
        </div>
      </div>

      <StatGrid>
        <StatCard
          label="Jumlah Pesanan"
          value={formatCount(customer.orderCount)}
          icon="receipt-text"
        />
        <StatCard label="Total Belanja" value={formatRupiah(customer.totalSpent)} icon="wallet" />
        <StatCard
          label="Pesanan Terakhir"
          value={formatCustomerDate(customer.lastOrderAt, customer.timeZone)}
          icon="clock"
        />
      </StatGrid>
      {customer.favourites.length > 0 && (
        <p className="text-sm">
          <span className="text-muted-foreground">Produk favorit: </span>
          {customer.favourites.join(", ")}
        </p>
      )}

      <NoteCard customer={customer} />

      <Card>
        <CardHeader>
          <CardTitle className="text-lg">Riwayat Pesanan</CardTitle>
          <CardDescription>
            {formatCount(customer.orderCount)} pesanan, {formatCount(customer.activeOrderCount)}{" "}
            tidak dibatalkan. Total belanja tidak menghitung pesanan yang dibatalkan.
          </CardDescription>
        </CardHeader>
        <CardContent>
          <ul className="flex flex-col divide-y" aria-label="Pesanan pelanggan">
            {customer.orders.map((order) => (
              <li key={order.orderNumber}>
                <Link
                  to={`/admin/orders/${order.orderNumber}`}
                  className="flex items-start justify-between gap-3 py-3 hover:bg-muted/40"
                >
                  <div className="flex min-w-0 flex-1 flex-col gap-0.5">
                    <span className="font-medium">{order.orderNumber}</span>
                    <span className="text-xs text-muted-foreground">
                      {formatDateTimeId(order.createdAt, customer.timeZone)}
                    </span>
                    <span className="text-sm text-muted-foreground">{order.items}</span>
                  </div>
                  <div className="flex shrink-0 flex-col items-end gap-1">
                    <span className="font-semibold whitespace-nowrap tabular-nums">
                      {formatRupiah(order.total)}
                    </span>
                    <StatusBadge status={resolveOrderStatus(order.status)} />
                  </div>
                </Link>
              </li>
            ))}
          </ul>
        </CardContent>
      </Card>
    </div>
  );
}

/** 'Catatan & Label': seen by the seller only, saved together. */
function NoteCard({ customer }: { customer: CustomerDetail }) {
  const fetcher = useFetcher<typeof action>({ key: "save-customer" });
  const [form, fields] = useSchemaForm(ZCustomerNoteSchema, {
    lastResult: fetcher.data?.result,
    defaultValue: { note: customer.note, tags: customer.tags.join(",") },
  });
  const [tags, setTags] = useState<string[]>(customer.tags);
  const [typed, setTyped] = useState("");
  const isSaving = fetcher.state !== "idle";
  const add = (raw: string) => {
    const tag = normalizeTag(raw);
    if (!isValidTag(tag) || tags.includes(tag) || tags.length >= TAGS_MAX) return;
    setTags([...tags, tag]);
    setTyped("");
  };
  const suggestions = SUGGESTED_TAGS.filter((tag) => !tags.includes(tag));
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-lg">Catatan &amp; Label</CardTitle>
        <CardDescription>Hanya Anda yang melihatnya, pelanggan tidak.</CardDescription>
      </CardHeader>
      <CardContent>
        <fetcher.Form method="post" className="flex flex-col gap-4" {...getFormProps(form)}>
          <input type="hidden" name="intent" value="save-customer" />
          <input type="hidden" name={fields.tags.name} value={tags.join(",")} />
          <FormField field={fields.note} label="Catatan">
            <Textarea
              {...getTextareaProps(fields.note)}
              maxLength={CUSTOMER_NOTE_MAX}
              rows={3}
              placeholder="Contoh: suka kurang manis, ambil tiap Jumat"
            />
          </FormField>
          <div className="flex flex-col gap-2">
            <span className="text-sm font-medium" id="customer-tags-label">
              Label
            </span>
            <ul className="flex flex-wrap gap-1.5" aria-labelledby="customer-tags-label">
              {tags.map((tag) => (
                <li key={tag}>
                  <Badge variant="secondary" className="gap-1 py-1 pr-1">
                    {tag}
                    <button
                      type="button"
                      onClick={() => setTags(tags.filter((other) => other !== tag))}
                      aria-label={`Hapus label ${tag}`}
                      className="rounded-full p-0.5 hover:bg-background"
                    >
                      <Icon name="x" className="size-3" aria-hidden />
                    </button>
                  </Badge>
                </li>
              ))}
              {tags.length === 0 && (
                <li className="text-sm text-muted-foreground">Belum ada label.</li>
              )}
            </ul>
            {suggestions.length > 0 && (
              <div className="flex flex-wrap items-center gap-1.5">
                <span className="text-xs text-muted-foreground">Saran:</span>
                {suggestions.map((tag) => (
                  <button
                    key={tag}
                    type="button"
                    onClick={() => add(tag)}
                    className="flex items-center gap-1 rounded-full border border-dashed px-2.5 py-1 text-xs hover:border-primary hover:text-primary"
                  >
                    <Icon name="plus" className="size-3" aria-hidden />
                    {tag}
                  </button>
                ))}
              </div>
            )}
            <div className="flex gap-2">
              <Input
                value={typed}
                onChange={(event) => setTyped(event.currentTarget.value)}
                onKeyDown={(event) => {
                  if (event.key === "Enter") {
                    event.preventDefault();
                    add(typed);
                  }
                }}
                maxLength={TAG_MAX_LENGTH}
                placeholder="Label lain"
                aria-label="Label baru"
              />
              <Button type="button" variant="outline" onClick={() => add(typed)}>
                <Icon name="tags" aria-hidden />
                Tambah
              </Button>
            </div>
            {fields.tags.errors?.[0] && (
              <p role="alert" className="text-sm text-destructive">
                {fields.tags.errors[0]}
              </p>
            )}
          </div>
          {form.errors?.[0] && (
            <p role="alert" className="text-sm text-destructive">
              {form.errors[0]}
            </p>
          )}
          <div className="flex justify-end">
            <SubmitButton disabled={isSaving}>{isSaving ? "Menyimpan..." : "Simpan"}</SubmitButton>
          </div>
        </fetcher.Form>
      </CardContent>
    </Card>
  );
}

export function CustomerNotFound() {
  return (
    <div className="mx-auto flex max-w-md flex-col items-center gap-3 py-16 text-center">
      <Icon name="users" className="size-10 text-muted-foreground" aria-hidden />
      <h1 className="text-xl font-bold">{CUSTOMER_MESSAGES.notFound}</h1>
      <p className="text-sm text-muted-foreground">Nomor ini belum pernah memesan di toko Anda.</p>
      <Button asChild>
        <Link to="/admin/customers">Kembali ke Daftar Pelanggan</Link>
      </Button>
    </div>
  );
}
