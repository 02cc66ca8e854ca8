import { getFormProps, getInputProps, getTextareaProps } from "@conform-to/react";
import { useEffect, useMemo, useState, type ReactNode } from "react";
import { Link, useFetcher } from "react-router";
import type { CartOrderingWindow } from "#domain/cart-lead-time";
import { describeCustomizations } from "#domain/cart";
import { DELIVERY_METHODS, type DeliveryMethod } from "#domain/delivery";
import { deliveryFeeLabel, hasDeliveryAreas, orderDeliveryOf } from "#domain/delivery-fee";
import {
  MANUAL_ORDER_MESSAGES,
  MANUAL_PAYMENT_STATUSES,
  ZManualOrderSchema,
  type ManualOrderSetup,
} from "#domain/manual-order";
import {
  isContactOptional,
  MANUAL_ORDER_SOURCES,
  ORDER_SOURCE_LABELS,
  type ManualOrderSource,
} from "#domain/order-source";
import { PAYMENT_METHOD_LABELS } from "#domain/payment-methods";
import { PAYMENT_STATUS_LABELS } from "#domain/payment-status";
import { productOverQuota, QUOTA_FULL_LABEL, wantedQuantities } from "#domain/product-quota";
import { unitPriceOf } from "#domain/product-options";
import { formatRupiah } from "#domain/rupiah";
import { timeZoneLabel } from "#domain/shop-time";
import { AdminPageHeader } from "#app/components/admin/page-header";
import { FormField } from "#app/components/form-field";
import { Icon } from "#app/components/icons/icon";
import { SubmitButton } from "#app/components/submit-button";
import { Button } from "#app/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "#app/components/ui/card";
import { Input } from "#app/components/ui/input";
import { NativeSelect } from "#app/components/ui/native-select";
import { Textarea } from "#app/components/ui/textarea";
import { useSchemaForm } from "#app/lib/forms";
import { cn } from "#app/lib/utils";
import type { action } from "#app/routes/admin/manual-order";
import { maxQuantityOf, ProductPicker, type PickedLine } from "./product-picker";

/**
 * 'Pesanan Manual' (decision 072): a member records an order that came by chat, by phone or
 * at the stall. What the shop offers is the checkout's: its products and choices, its days
 * and slots (asked again as the lines change, for their lead times and quotas), its areas
 * and fees and its payment methods; the server checks it all again on the order's own path.
 * A refusal keeps everything filled in and says what is wrong under its field.
 */
export function ManualOrderPage({ setup }: { setup: ManualOrderSetup }) {
  const fetcher = useFetcher<typeof action>();
  const [form, fields] = useSchemaForm(ZManualOrderSchema, {
    lastResult: fetcher.data?.result,
    defaultValue: { paymentStatus: "unpaid" },
  });
  const [source, setSource] = useState<ManualOrderSource | "">("");
  const [lines, setLines] = useState<PickedLine[]>([]);
  const [method, setMethod] = useState<DeliveryMethod>("Diambil Sendiri");
  const [area, setArea] = useState("");
  const [day, setDay] = useState("");
  const [time, setTime] = useState("");

  const productsById = useMemo(
    () => new Map(setup.products.map((product) => [product.id, product])),
    [setup.products],
  );
  const priced = lines.flatMap((line) => {
    const product = productsById.get(line.productId);
    if (!product) return [];
    const unitPrice = unitPriceOf(product.price, product.options, line.customizations);
    return [{ line, product, unitPrice }];
  });
  const subtotal = priced.reduce((sum, { line, unitPrice }) => sum + unitPrice * line.quantity, 0);

  const ordering = useOrderingWindow(setup, lines);
  const wanted = wantedQuantities(lines);
  const isDayOpen = (offered: CartOrderingWindow["days"][number]) =>
    offered.slots.length > 0 && !productOverQuota(offered.quotaLeft, wanted);
  const pickedDay = ordering.days.find((offered) => offered.value === day && isDayOpen(offered));
  const shownDay = pickedDay ?? ordering.days.find(isDayOpen);
  const slots = shownDay?.slots ?? [];
  const shownTime = slots.includes(time) ? time : (slots[0] ?? "");

  const isDelivered = setup.isDeliveryByStoreEnabled && method === "Diantar";
  const hasAreas = hasDeliveryAreas(setup.delivery);
  const delivery = orderDeliveryOf(
    setup.delivery,
    { isDelivered, area, seenFee: undefined },
    subtotal,
  );
  const fee = delivery.ok ? delivery.delivery.fee : 0;
  const isContactOptionalNow = source !== "" && isContactOptional(source);

  const items = priced.map(({ line, product, unitPrice }) => ({
    productId: line.productId,
    quantity: line.quantity,
    customizations: line.customizations,
    notes: "",
    seenPrice: unitPrice,
    name: product.name,
  }));
  const changeQuantity = (key: string, quantity: number) =>
    setLines((current) => current.map((line) => (line.key === key ? { ...line, quantity } : line)));
  const itemsError = fields.items.errors?.[0];
  const isSaving = fetcher.state !== "idle";

  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-5">
      <AdminPageHeader
        title={MANUAL_ORDER_MESSAGES.title}
        description={MANUAL_ORDER_MESSAGES.description}
        action={
          <Button asChild variant="ghost">
            <Link to="/admin/orders">
              <Icon name="arrow-left" aria-hidden />
              Kembali
            </Link>
          </Button>
        }
      />
      <fetcher.Form method="post" className="flex flex-col gap-5" {...getFormProps(form)}>
        <Card>
          <CardHeader>
            <CardTitle className="text-lg">Sumber Pesanan</CardTitle>
          </CardHeader>
          <CardContent>
            <fieldset
              className="flex flex-col gap-2"
              aria-describedby={fields.source.errors ? fields.source.errorId : undefined}
            >
              <legend className="sr-only">Sumber Pesanan</legend>
              <div className="grid grid-cols-1 gap-2 sm:grid-cols-3">
                {MANUAL_ORDER_SOURCES.map((value) => (
                  <ChoiceLabel key={value} isChecked={source === value}>
                    <input
                      type="radio"
                      name={fields.source.name}
                      value={value}
                      checked={source === value}
                      onChange={() => setSource(value)}
                    />
                    {ORDER_SOURCE_LABELS[value]}
                  </ChoiceLabel>
                ))}
              </div>
              <FieldError id={fields.source.errorId} text={fields.source.errors?.[0]} />
            </fieldset>
          </CardContent>
        </Card>

        <Card>
          <CardHeader>
            <CardTitle className="text-lg">Produk</CardTitle>
          </CardHeader>
          <CardContent className="flex flex-col gap-4">
            <ProductPicker
              products={setup.products}
              onAdd={(line) =>
                setLines((current) => [...current, { ...line, key: crypto.randomUUID() }])
              }
            />
            <input
              type="hidden"
              name={fields.items.name}
              value={items.length > 0 ? JSON.stringify(items) : ""}
            />
            <section aria-label="Item pesanan" className="flex flex-col gap-2">
              {priced.length === 0 ? (
                <p className="rounded-lg border border-dashed p-4 text-center text-sm text-muted-foreground">
                  Belum ada produk dipilih.
                </p>
              ) : (
                <ul className="flex flex-col divide-y rounded-lg border">
                  {priced.map(({ line, product, unitPrice }) => (
                    <li
                      key={line.key}
                      className="flex flex-wrap items-center justify-between gap-3 p-3"
                      data-line={product.name}
                    >
                      <div className="min-w-0 flex-1">
                        <p className="font-medium break-words">{product.name}</p>
                        {product.options.length > 0 && (
                          <p className="text-sm break-words text-muted-foreground">
                            {describeCustomizations({
                              customizations: line.customizations,
                              options: product.options,
                            })}
                          </p>
                        )}
                        <p className="text-sm tabular-nums">
                          {formatRupiah(unitPrice)} × {line.quantity} ={" "}
                          <span className="font-semibold">
                            {formatRupiah(unitPrice * line.quantity)}
                          </span>
                        </p>
                      </div>
                      <div className="flex items-center gap-2">
                        <Button
                          type="button"
                          variant="outline"
                          size="icon"
                          aria-label={`Kurangi ${product.name}`}
                          onClick={() =>
                            line.quantity > 1
                              ? changeQuantity(line.key, line.quantity - 1)
                              : setLines((current) =>
                                  current.filter((item) => item.key !== line.key),
                                )
                          }
                        >
                          <Icon name={line.quantity > 1 ? "minus" : "trash-2"} />
                        </Button>
                        <span
                          className="w-8 text-center font-medium tabular-nums"
                          aria-label={`Jumlah ${product.name}`}
                        >
                          {line.quantity}
                        </span>
                        <Button
                          type="button"
                          variant="outline"
                          size="icon"
                          aria-label={`Tambah ${product.name}`}
                          disabled={line.quantity >= maxQuantityOf(product)}
                          onClick={() => changeQuantity(line.key, line.quantity + 1)}
                        >
                          <Icon name="plus" />
                        </Button>
                      </div>
                    </li>
                  ))}
                </ul>
              )}
              <FieldError id={fields.items.errorId} text={itemsError} />
            </section>
          </CardContent>
        </Card>

        <Card>
          <CardHeader>
            <CardTitle className="text-lg">Pelanggan</CardTitle>
          </CardHeader>
          <CardContent className="flex flex-col gap-4">
            <FormField
              field={fields.customerName}
              label={isContactOptionalNow ? "Nama Pelanggan (opsional)" : "Nama Pelanggan"}
            >
              <Input {...getInputProps(fields.customerName, { type: "text" })} autoComplete="off" />
            </FormField>
            <FormField
              field={fields.customerPhone}
              label={isContactOptionalNow ? "Nomor WhatsApp (opsional)" : "Nomor WhatsApp"}
              hint="Contoh: 0812 3456 7890"
            >
              <Input
                {...getInputProps(fields.customerPhone, { type: "tel" })}
                inputMode="tel"
                autoComplete="off"
              />
            </FormField>
          </CardContent>
        </Card>

        <Card>
          <CardHeader>
            <CardTitle className="text-lg">Pengambilan</CardTitle>
          </CardHeader>
          <CardContent className="flex flex-col gap-4">
            {setup.isDeliveryByStoreEnabled && (
              <fieldset className="flex flex-col gap-2">
                <legend className="mb-2 text-sm font-medium">Metode</legend>
                <div className="grid grid-cols-2 gap-2">
                  {DELIVERY_METHODS.map((value) => (
                    <ChoiceLabel key={value} isChecked={method === value}>
                      <input
                        type="radio"
                        name={fields.deliveryMethod.name}
                        value={value}
                        checked={method === value}
                        onChange={() => setMethod(value)}
                      />
                      {value}
                    </ChoiceLabel>
                  ))}
                </div>
                <FieldError
                  id={fields.deliveryMethod.errorId}
                  text={fields.deliveryMethod.errors?.[0]}
                />
              </fieldset>
            )}
            {isDelivered && hasAreas && (
              <FormField
                id={fields.deliveryArea.id}
                label="Area Pengiriman"
                error={
                  fields.deliveryArea.errors?.[0] ??
                  (delivery.ok ? undefined : area ? delivery.error : undefined)
                }
                hint={
                  delivery.ok && area ? `Ongkir: ${deliveryFeeLabel(delivery.delivery)}` : undefined
                }
              >
                <NativeSelect
                  id={fields.deliveryArea.id}
                  name={fields.deliveryArea.name}
                  value={area}
                  onChange={(event) => setArea(event.target.value)}
                >
                  <option value="">Pilih area</option>
                  {setup.delivery.areas.map((offered) => (
                    <option key={offered.name} value={offered.name}>
                      {offered.name}
                    </option>
                  ))}
                </NativeSelect>
              </FormField>
            )}
            {isDelivered && hasAreas && delivery.ok && area && (
              <input type="hidden" name={fields.deliveryFee.name} value={fee} />
            )}
            {ordering.notice && (
              <p className="rounded-md bg-muted px-3 py-2 text-sm text-muted-foreground">
                {ordering.notice}
              </p>
            )}
            {ordering.leadTimeNote && (
              <p className="text-sm text-muted-foreground">{ordering.leadTimeNote}</p>
            )}
            <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
              <FormField
                id={fields.deliveryDay.id}
                label="Hari"
                error={fields.deliveryDay.errors?.[0]}
              >
                <NativeSelect
                  id={fields.deliveryDay.id}
                  name={fields.deliveryDay.name}
                  value={shownDay?.value ?? ""}
                  onChange={(event) => setDay(event.target.value)}
                >
                  {!shownDay && <option value="">Tidak ada hari tersedia</option>}
                  {ordering.days.map((offered) => (
                    <option
                      key={offered.value}
                      value={offered.value}
                      disabled={!isDayOpen(offered)}
                    >
                      {offered.label}, {offered.date}
                      {offered.slots.length === 0
                        ? " (Penuh)"
                        : productOverQuota(offered.quotaLeft, wanted)
                          ? ` (${QUOTA_FULL_LABEL})`
                          : ""}
                    </option>
                  ))}
                </NativeSelect>
              </FormField>
              <FormField
                id={fields.deliveryTime.id}
                label={`Jam (${timeZoneLabel(ordering.timeZone)})`}
                error={fields.deliveryTime.errors?.[0]}
              >
                <NativeSelect
                  id={fields.deliveryTime.id}
                  name={fields.deliveryTime.name}
                  value={shownTime}
                  onChange={(event) => setTime(event.target.value)}
                >
                  {slots.length === 0 && <option value="">-</option>}
                  {slots.map((slot) => (
                    <option key={slot} value={slot}>
                      {slot}
                    </option>
                  ))}
                </NativeSelect>
              </FormField>
            </div>
          </CardContent>
        </Card>

        <Card>
          <CardHeader>
            <CardTitle className="text-lg">Pembayaran</CardTitle>
          </CardHeader>
          <CardContent className="flex flex-col gap-4">
            {setup.paymentMethods.length > 0 && (
              <FormField
                id={fields.paymentMethod.id}
                label="Metode Pembayaran"
                error={fields.paymentMethod.errors?.[0]}
              >
                <NativeSelect
                  id={fields.paymentMethod.id}
                  name={fields.paymentMethod.name}
                  defaultValue={
                    setup.paymentMethods.includes("cash") ? "cash" : setup.paymentMethods[0]
                  }
                >
                  {setup.paymentMethods.map((value) => (
                    <option key={value} value={value}>
                      {PAYMENT_METHOD_LABELS[value]}
                    </option>
                  ))}
                </NativeSelect>
              </FormField>
            )}
            <fieldset className="flex flex-col gap-2">
              <legend className="mb-2 text-sm font-medium">Status Pembayaran</legend>
              <div className="grid grid-cols-2 gap-2">
                {MANUAL_PAYMENT_STATUSES.map((value) => (
                  <ChoiceLabel key={value} isChecked={false}>
                    <input
                      type="radio"
                      name={fields.paymentStatus.name}
                      value={value}
                      defaultChecked={value === "unpaid"}
                    />
                    {PAYMENT_STATUS_LABELS[value]}
                  </ChoiceLabel>
                ))}
              </div>
            </fieldset>
            <FormField field={fields.note} label="Catatan (opsional)">
              <Textarea {...getTextareaProps(fields.note)} rows={2} />
            </FormField>
          </CardContent>
        </Card>

        <Card>
          <CardContent className="flex flex-col gap-3">
            <dl className="flex flex-col gap-1 text-sm" aria-label="Ringkasan pesanan">
              <div className="flex justify-between gap-3">
                <dt className="text-muted-foreground">Subtotal</dt>
                <dd className="tabular-nums">{formatRupiah(subtotal)}</dd>
              </div>
              {isDelivered && (
                <div className="flex justify-between gap-3">
                  <dt className="text-muted-foreground">Ongkir</dt>
                  <dd className="tabular-nums">
                    {delivery.ok ? deliveryFeeLabel(delivery.delivery) : "-"}
                  </dd>
                </div>
              )}
              <div className="flex justify-between gap-3 text-base font-semibold">
                <dt>Total</dt>
                <dd className="tabular-nums" data-testid="manual-order-total">
                  {formatRupiah(subtotal + fee)}
                </dd>
              </div>
            </dl>
            {form.errors?.[0] && (
              <p role="alert" id={form.errorId} className="text-sm text-destructive">
                {form.errors[0]}
              </p>
            )}
            <SubmitButton disabled={isSaving} className="w-full sm:w-auto sm:self-end">
              <Icon
                name={isSaving ? "loader-circle" : "check"}
                aria-hidden
                className={cn(isSaving && "animate-spin")}
              />
              Simpan Pesanan
            </SubmitButton>
          </CardContent>
        </Card>
      </fetcher.Form>
    </div>
  );
}

/**
 * The days and slots for the lines picked: the shop's own at first, then asked again of the
 * checkout's endpoint whenever the products change, so their lead times and daily quotas
 * count as they do at checkout.
 */
function useOrderingWindow(setup: ManualOrderSetup, lines: readonly PickedLine[]) {
  const window = useFetcher<CartOrderingWindow>();
  const ids = [...new Set(lines.map((line) => line.productId))].sort().join(",");
  const { load } = window;
  useEffect(() => {
    if (!ids) return;
    const params = new URLSearchParams({ username: setup.username, products: ids });
    void load(`/api/ordering-window?${params}`);
  }, [ids, load, setup.username]);
  return ids && window.data && "days" in window.data ? window.data : setup.ordering;
}

function ChoiceLabel({ isChecked, children }: { isChecked: boolean; children: ReactNode }) {
  return (
    <label
      className={cn(
        "flex min-h-11 cursor-pointer items-center gap-2 rounded-md border bg-card px-3 py-2 text-sm has-[:checked]:border-primary has-[:checked]:ring-1 has-[:checked]:ring-primary",
        isChecked && "border-primary",
      )}
    >
      {children}
    </label>
  );
}

function FieldError({ id, text }: { id: string; text: string | undefined }) {
  return text ? (
    <p id={id} role="alert" className="text-sm text-destructive">
      {text}
    </p>
  ) : null;
}
