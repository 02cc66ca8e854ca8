import { getFormProps, getInputProps } from "@conform-to/react";
import { useMemo, useState } from "react";
import { Link, useFetcher } from "react-router";
import { DELIVERY_METHODS, type DeliveryMethod } from "#domain/delivery";
import { deliveryFeeLabel, hasDeliveryAreas, orderDeliveryOf } from "#domain/delivery-fee";
import {
  MANUAL_ORDER_MESSAGES,
  ZManualOrderSchema,
  type ManualOrderSetup,
} from "#domain/manual-order";
import {
  isContactOptional,
  MANUAL_ORDER_SOURCES,
  ORDER_SOURCE_LABELS,
  type ManualOrderSource,
} from "#domain/order-source";
import { unitPriceOf } from "#domain/product-options";
import { formatRupiah } from "#domain/rupiah";
import { AdminPageHeader } from "#app/components/admin/page-header";
import { FormField } from "#app/components/form-field";
import { Icon } from "#app/components/icons/icon";
import { SubmitButton } from "#app/components/submit-button";
import { Button } from "#app/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "#app/components/ui/card";
import { Input } from "#app/components/ui/input";
import { NativeSelect } from "#app/components/ui/native-select";
import { useSchemaForm } from "#app/lib/forms";
import { cn } from "#app/lib/utils";
import type { action } from "#app/routes/admin/manual-order";
import { ChoiceLabel, FieldError } from "./form-parts";
import { OrderLines } from "./order-lines";
import { ProductPicker, type PickedLine } from "./product-picker";
import { PaymentFields } from "./payment-fields";
import { ScheduleFields } from "./schedule-fields";

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
            <OrderLines
              priced={priced}
              error={itemsError}
              errorId={fields.items.errorId}
              onQuantity={changeQuantity}
              onRemove={(key) => setLines((current) => current.filter((line) => line.key !== key))}
            />
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
            <ScheduleFields
              setup={setup}
              lines={lines}
              dayField={fields.deliveryDay}
              timeField={fields.deliveryTime}
            />
          </CardContent>
        </Card>

        <Card>
          <CardHeader>
            <CardTitle className="text-lg">Pembayaran</CardTitle>
          </CardHeader>
          <CardContent className="flex flex-col gap-4">
            <PaymentFields
              methods={setup.paymentMethods}
              methodField={fields.paymentMethod}
              statusField={fields.paymentStatus}
              noteField={fields.note}
            />
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
