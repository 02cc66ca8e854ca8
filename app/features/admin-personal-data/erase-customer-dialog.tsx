import { useState } from "react";
import { useFetcher } from "react-router";
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from "#app/components/ui/alert-dialog";
import { Button } from "#app/components/ui/button";
import { Input } from "#app/components/ui/input";
import { Label } from "#app/components/ui/label";
import { useFormSuccess } from "#app/lib/form-success";
import type { action } from "#app/routes/admin/customer-data";
import { CUSTOMER_PHONE_MAX } from "#domain/personal-data";

/**
 * 'Hapus Data' asks for the number once more: erasing cannot be undone. The server compares
 * the two and refuses a mismatch; its message shows here.
 */
export function EraseCustomerDialog({
  open,
  phone,
  onOpenChange,
  onErased,
}: {
  open: boolean;
  phone: string;
  onOpenChange: (open: boolean) => void;
  onErased: () => void;
}) {
  const fetcher = useFetcher<typeof action>({ key: "erase-customer" });
  const [confirmPhone, setConfirmPhone] = useState("");
  const isErasing = fetcher.state !== "idle";
  const result = fetcher.data?.result;
  const error =
    fetcher.state === "idle" && result?.status === "error"
      ? (Object.values(result.error ?? {}).flat()[0] ?? undefined)
      : undefined;
  useFormSuccess(fetcher, () => {
    setConfirmPhone("");
    onErased();
    onOpenChange(false);
  });
  return (
    <AlertDialog open={open} onOpenChange={(next) => !isErasing && onOpenChange(next)}>
      <AlertDialogContent>
        <fetcher.Form method="post" className="flex flex-col gap-4">
          <AlertDialogHeader>
            <AlertDialogTitle>Hapus data pelanggan?</AlertDialogTitle>
            <AlertDialogDescription>
              Nama, nomor, alamat, lokasi, dan catatan di semua pesanan nomor {phone} akan dihapus
              dan tidak bisa dikembalikan. Produk dan total pesanan tetap tercatat.
            </AlertDialogDescription>
          </AlertDialogHeader>
          <input type="hidden" name="intent" value="erase-customer" />
          <input type="hidden" name="phone" value={phone} />
          <div className="flex flex-col gap-2">
            <Label htmlFor="erase-confirm-phone">Ketik ulang nomornya untuk konfirmasi</Label>
            <Input
              id="erase-confirm-phone"
              name="confirmPhone"
              type="tel"
              inputMode="tel"
              autoComplete="off"
              maxLength={CUSTOMER_PHONE_MAX}
              value={confirmPhone}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? "erase-confirm-phone-error" : undefined}
              onChange={(event) => setConfirmPhone(event.target.value)}
            />
            {error && (
              <p id="erase-confirm-phone-error" role="alert" className="text-sm text-destructive">
                {error}
              </p>
            )}
          </div>
          <AlertDialogFooter>
            <AlertDialogCancel type="button" disabled={isErasing}>
              Batal
            </AlertDialogCancel>
            <Button
              type="submit"
              variant="destructive"
              disabled={isErasing || confirmPhone.trim() === ""}
            >
              {isErasing ? "Menghapus..." : "Hapus Data"}
            </Button>
          </AlertDialogFooter>
        </fetcher.Form>
      </AlertDialogContent>
    </AlertDialog>
  );
}
