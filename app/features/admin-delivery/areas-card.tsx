import { getInputProps } from "@conform-to/react";
import { useState } from "react";
import { useFetcher } from "react-router";
import { ZDeliveryAreaSchema } from "#domain/delivery-areas-form";
import {
  AREA_NAME_MAX,
  areaFeeText,
  MAX_DELIVERY_AREAS,
  type DeliveryArea,
} from "#domain/delivery-fee";
import { ConfirmDeleteDialog } from "#app/components/admin/confirm-delete-dialog";
import { CharacterCount } from "#app/components/character-count";
import { InlineItemForm } from "#app/components/admin/inline-item-form";
import { FormField } from "#app/components/form-field";
import { Icon } from "#app/components/icons/icon";
import { Button } from "#app/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "#app/components/ui/card";
import { Input } from "#app/components/ui/input";
import { useFormSuccess, useSchemaForm } from "#app/lib/forms";
import type { action } from "#app/routes/admin/delivery";

/** The delivery areas: listed, added, changed, deleted. */
export function AreasCard({ areas }: { areas: DeliveryArea[] }) {
  // The area being edited, "new" for one being added, null when none is.
  const [editing, setEditing] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<DeliveryArea | null>(null);
  const deleter = useFetcher<typeof action>();
  return (
    <Card>
      <CardHeader className="flex flex-row flex-wrap items-start justify-between gap-3">
        <div className="flex flex-col gap-1">
          <CardTitle className="text-lg">Area Pengiriman</CardTitle>
          <CardDescription>
            Kelurahan, kecamatan, atau nama area yang Anda pakai, dengan ongkirnya.
          </CardDescription>
        </div>
        {editing === null && areas.length < MAX_DELIVERY_AREAS && (
          <Button variant="outline" onClick={() => setEditing("new")}>
            <Icon name="plus" aria-hidden />
            Tambah Area
          </Button>
        )}
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        {areas.length === 0 && editing === null && (
          <p className="text-sm text-muted-foreground">
            Belum ada area. Tanpa area, checkout tidak menghitung ongkir.
          </p>
        )}
        {editing === "new" && <AreaForm onDone={() => setEditing(null)} />}
        <ul className="flex flex-col gap-2" aria-label="Daftar area pengiriman">
          {areas.map((area) =>
            editing === area.id ? (
              <li key={area.id}>
                <AreaForm area={area} onDone={() => setEditing(null)} />
              </li>
            ) : (
              <li
                key={area.id}
                className="flex items-center justify-between gap-3 rounded-lg border px-3 py-2"
              >
                <div className="flex min-w-0 flex-col text-sm">
                  <span className="font-medium break-words">{area.name}</span>
                  <span className="text-muted-foreground">{areaFeeText(area)}</span>
                </div>
                <div className="flex gap-2">
                  <Button
                    variant="outline"
                    size="icon"
                    aria-label={`Ubah area ${area.name}`}
                    onClick={() => setEditing(area.id)}
                  >
                    <Icon name="pencil" aria-hidden />
                  </Button>
                  <Button
                    variant="outline"
                    size="icon"
                    aria-label={`Hapus area ${area.name}`}
                    onClick={() => setDeleting(area)}
                  >
                    <Icon name="trash-2" aria-hidden />
                  </Button>
                </div>
              </li>
            ),
          )}
        </ul>
      </CardContent>
      <ConfirmDeleteDialog
        open={deleting !== null}
        title="Hapus area?"
        description={deleting ? `Area ${deleting.name} akan dihapus.` : ""}
        onOpenChange={(open) => !open && setDeleting(null)}
        onConfirm={async () => {
          if (deleting) {
            await deleter.submit({ intent: "delete-area", id: deleting.id }, { method: "post" });
          }
          setDeleting(null);
        }}
      />
    </Card>
  );
}

function AreaForm({ area, onDone }: { area?: DeliveryArea; onDone: () => void }) {
  const [fetcherKey] = useState(() => `delivery-area-${Math.random().toString(36).slice(2)}`);
  const fetcher = useFetcher<typeof action>({ key: fetcherKey });
  useFormSuccess(fetcher, onDone);
  const [form, fields] = useSchemaForm(ZDeliveryAreaSchema, {
    lastResult: fetcher.data?.result,
    defaultValue: area
      ? {
          id: area.id,
          name: area.name,
          fee: String(area.fee),
          freeAbove: area.freeAbove === null ? "" : String(area.freeAbove),
        }
      : undefined,
  });
  return (
    <InlineItemForm
      fetcher={fetcher}
      form={form}
      intent="save-area"
      id={area?.id}
      onCancel={onDone}
    >
      <FormField
        field={fields.name}
        label="Nama Area"
        hint={<CharacterCount value={fields.name.value} max={AREA_NAME_MAX} />}
      >
        <Input
          {...getInputProps(fields.name, {
            type: "text",
            ariaDescribedBy: fields.name.descriptionId,
          })}
          placeholder="Contoh: Kel. Sukajadi"
        />
      </FormField>
      <FormField field={fields.fee} label="Ongkir" hint="Isi 0 untuk gratis ongkir.">
        <Input
          {...getInputProps(fields.fee, {
            type: "text",
            ariaDescribedBy: fields.fee.descriptionId,
          })}
          inputMode="numeric"
          placeholder="Contoh: 10.000"
        />
      </FormField>
      <FormField
        field={fields.freeAbove}
        label="Gratis ongkir mulai belanja (opsional)"
        hint="Kosongkan jika tidak ada gratis ongkir."
      >
        <Input
          {...getInputProps(fields.freeAbove, {
            type: "text",
            ariaDescribedBy: fields.freeAbove.descriptionId,
          })}
          inputMode="numeric"
          placeholder="Contoh: 150.000"
        />
      </FormField>
    </InlineItemForm>
  );
}
