import { getFormProps, getInputProps } from "@conform-to/react";
import { Icon } from "#app/components/icons/icon";
import { useState } from "react";
import { useFetcher } from "react-router";
import {
  describeDaysAhead,
  describeLeadTime,
  describeMinimumOrderAmount,
  describeSlotCapacity,
  ZOrderSettingsFormSchema,
  type TOrderSettingsSchema,
} from "#domain/order-settings";
import { FormField } from "#app/components/form-field";
import { SubmitButton } from "#app/components/submit-button";
import { Button } from "#app/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "#app/components/ui/card";
import { Input } from "#app/components/ui/input";
import { useFormSuccess, useSchemaForm } from "#app/lib/forms";
import type { action } from "#app/routes/admin/store";

/**
 * How far ahead customers may order, the notice the shop needs, how many orders one
 * delivery hour takes and the minimum order: what the checkout offers (domain/shop-hours.ts,
 * domain/minimum-order.ts).
 */
export function OrderSettingsCard({ settings }: { settings: TOrderSettingsSchema }) {
  const [isEditing, setIsEditing] = useState(false);
  return (
    <Card>
      <CardHeader className="flex flex-row flex-wrap items-start justify-between gap-3">
        <div className="flex flex-col gap-1">
          <CardTitle className="flex items-center gap-2 text-lg">
            <Icon name="calendar-clock" className="size-5" aria-hidden />
            Pengaturan Pesanan
          </CardTitle>
          <CardDescription>
            Hari dan jam pengiriman yang bisa dipilih pelanggan, dan minimal pesanannya.
          </CardDescription>
        </div>
        {!isEditing && (
          <Button variant="outline" onClick={() => setIsEditing(true)}>
            <Icon name="pencil" aria-hidden />
            Ubah Pengaturan Pesanan
          </Button>
        )}
      </CardHeader>
      <CardContent>
        {isEditing ? (
          <OrderSettingsForm settings={settings} onDone={() => setIsEditing(false)} />
        ) : (
          <dl className="grid gap-3 text-sm sm:grid-cols-3">
            <div>
              <dt className="text-xs text-muted-foreground">Pesan untuk</dt>
              <dd>{describeDaysAhead(settings.orderDaysAhead)}</dd>
            </div>
            <div>
              <dt className="text-xs text-muted-foreground">Waktu persiapan</dt>
              <dd>{describeLeadTime(settings.leadTimeHours)}</dd>
            </div>
            <div>
              <dt className="text-xs text-muted-foreground">Batas pesanan per jam</dt>
              <dd>{describeSlotCapacity(settings.maxOrdersPerSlot)}</dd>
            </div>
            <div>
              <dt className="text-xs text-muted-foreground">Minimal pesanan diantar</dt>
              <dd>{describeMinimumOrderAmount(settings.minimumOrderDelivery)}</dd>
            </div>
            <div>
              <dt className="text-xs text-muted-foreground">Minimal pesanan diambil sendiri</dt>
              <dd>{describeMinimumOrderAmount(settings.minimumOrderPickup)}</dd>
            </div>
          </dl>
        )}
      </CardContent>
    </Card>
  );
}

const amountText = (amount: number | null) => (amount === null ? "" : String(amount));

function OrderSettingsForm({
  settings,
  onDone,
}: {
  settings: TOrderSettingsSchema;
  onDone: () => void;
}) {
  // A fetcher of this opening of the form, as the hours editor has (see hours-card.tsx).
  const [fetcherKey] = useState(() => `order-settings-${Math.random().toString(36).slice(2)}`);
  const fetcher = useFetcher<typeof action>({ key: fetcherKey });
  useFormSuccess(fetcher, onDone);
  const [form, fields] = useSchemaForm(ZOrderSettingsFormSchema, {
    lastResult: fetcher.data?.result,
    defaultValue: {
      orderDaysAhead: String(settings.orderDaysAhead),
      leadTimeHours: String(settings.leadTimeHours),
      maxOrdersPerSlot: settings.maxOrdersPerSlot === null ? "" : String(settings.maxOrdersPerSlot),
      minimumOrderDelivery: amountText(settings.minimumOrderDelivery),
      minimumOrderPickup: amountText(settings.minimumOrderPickup),
    },
  });
  const isSaving = fetcher.state !== "idle";
  const numberInput = (field: typeof fields.orderDaysAhead) => ({
    ...getInputProps(field, { type: "text", ariaDescribedBy: field.descriptionId }),
    inputMode: "numeric" as const,
    autoComplete: "off",
    className: "max-w-40 tabular-nums",
  });

  return (
    <fetcher.Form method="post" className="flex flex-col gap-5" {...getFormProps(form)}>
      <input type="hidden" name="intent" value="save-order-settings" />
      <FormField
        field={fields.orderDaysAhead}
        label="Pesan paling jauh (hari ke depan)"
        hint="0 = hanya hari ini, 1 = hari ini dan besok, paling banyak 14."
      >
        <Input {...numberInput(fields.orderDaysAhead)} />
      </FormField>
      <FormField
        field={fields.leadTimeHours}
        label="Waktu persiapan (jam)"
        hint="Jadwal paling cepat sekian jam setelah pelanggan memesan, 0 sampai 72."
      >
        <Input {...numberInput(fields.leadTimeHours)} />
      </FormField>
      <FormField
        field={fields.maxOrdersPerSlot}
        label="Batas pesanan per jam pengiriman"
        hint="Kosongkan jika tanpa batas. Jam yang sudah penuh tampil 'Penuh' di checkout."
      >
        <Input {...numberInput(fields.maxOrdersPerSlot)} placeholder="Tanpa batas" />
      </FormField>
      <FormField
        field={fields.minimumOrderDelivery}
        label="Minimal pesanan untuk diantar (Rp)"
        hint="Total harga produk, tanpa ongkir. Kosongkan jika tanpa minimal."
      >
        <Input {...numberInput(fields.minimumOrderDelivery)} placeholder="Tanpa minimal" />
      </FormField>
      <FormField
        field={fields.minimumOrderPickup}
        label="Minimal pesanan untuk diambil sendiri (Rp)"
        hint="Boleh berbeda dari yang diantar. Kosongkan jika tanpa minimal."
      >
        <Input {...numberInput(fields.minimumOrderPickup)} placeholder="Tanpa minimal" />
      </FormField>
      <div className="flex justify-end gap-2">
        <Button type="button" variant="outline" disabled={isSaving} onClick={onDone}>
          Batal
        </Button>
        <SubmitButton disabled={isSaving}>{isSaving ? "Menyimpan..." : "Simpan"}</SubmitButton>
      </div>
    </fetcher.Form>
  );
}
