import { useState } from "react";
import { useFetcher } from "react-router";
import { BULK_MESSAGES, MAX_CHANGE_INPUT_LENGTH } from "#domain/product-bulk";
import { SubmitButton } from "#app/components/submit-button";
import { Button } from "#app/components/ui/button";
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from "#app/components/ui/dialog";
import { Input } from "#app/components/ui/input";
import { Label } from "#app/components/ui/label";
import { NativeSelect } from "#app/components/ui/native-select";
import { useFormSuccess } from "#app/lib/form-success";
import type { action } from "#app/routes/admin/products";

/**
 * 'Ubah Harga' of the chosen products (decision 073): up or down, by rupiah or by percent;
 * whole rupiah, never below Rp 0. Loaded when the seller opens it.
 */
export function BulkPriceDialog({
  ids,
  onClose,
  onDone,
}: {
  ids: string[];
  onClose: () => void;
  onDone: () => void;
}) {
  const fetcher = useFetcher<typeof action>();
  const isSaving = fetcher.state !== "idle";
  const [by, setBy] = useState<"amount" | "percent">("amount");
  useFormSuccess(fetcher, onDone);
  const result = fetcher.state === "idle" ? fetcher.data?.result : undefined;
  const error =
    result?.status === "error"
      ? (result.error?.value?.[0] ?? result.error?.[""]?.[0] ?? BULK_MESSAGES.failed)
      : null;
  return (
    <Dialog open onOpenChange={(open) => !open && !isSaving && onClose()}>
      <DialogContent className="sm:max-w-sm">
        <DialogHeader>
          <DialogTitle>Ubah Harga</DialogTitle>
          <DialogDescription>
            Harga {ids.length} produk dipilih diubah sekaligus, dibulatkan ke rupiah terdekat dan
            tidak kurang dari Rp 0. Harga pilihan opsi tidak berubah.
          </DialogDescription>
        </DialogHeader>
        <fetcher.Form method="post" className="flex flex-col gap-4">
          <input type="hidden" name="intent" value="bulk-price" />
          {ids.map((id, index) => (
            <input key={id} type="hidden" name={`ids[${index}]`} value={id} />
          ))}
          <div className="grid grid-cols-2 gap-3">
            <div className="flex flex-col gap-2">
              <Label htmlFor="price-direction">Arah</Label>
              <NativeSelect id="price-direction" name="direction" defaultValue="up">
                <option value="up">Naikkan</option>
                <option value="down">Turunkan</option>
              </NativeSelect>
            </div>
            <div className="flex flex-col gap-2">
              <Label htmlFor="price-by">Dengan</Label>
              <NativeSelect
                id="price-by"
                name="by"
                value={by}
                onChange={(event) => setBy(event.currentTarget.value as "amount" | "percent")}
              >
                <option value="amount">Rupiah</option>
                <option value="percent">Persen</option>
              </NativeSelect>
            </div>
          </div>
          <div className="flex flex-col gap-2">
            <Label htmlFor="price-value">{by === "amount" ? "Besar (Rp)" : "Besar (%)"}</Label>
            <Input
              id="price-value"
              name="value"
              inputMode="numeric"
              required
              maxLength={MAX_CHANGE_INPUT_LENGTH}
              placeholder={by === "amount" ? "Contoh: 2.000" : "Contoh: 10"}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? "price-error" : undefined}
            />
          </div>
          {error && (
            <p id="price-error" role="alert" className="text-sm text-destructive">
              {error}
            </p>
          )}
          <div className="grid grid-cols-2 gap-2">
            <DialogClose asChild>
              <Button type="button" variant="outline" disabled={isSaving}>
                Batal
              </Button>
            </DialogClose>
            <SubmitButton disabled={isSaving}>{isSaving ? "Menyimpan..." : "Simpan"}</SubmitButton>
          </div>
        </fetcher.Form>
      </DialogContent>
    </Dialog>
  );
}
