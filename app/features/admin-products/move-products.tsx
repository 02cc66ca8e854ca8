import { lazy, Suspense, useState } from "react";
import { useFetcher } from "react-router";
import { BULK_MESSAGES } from "#domain/product-bulk";
import { ConfirmDeleteDialog } from "#app/components/admin/confirm-delete-dialog";
import { NO_CATEGORY_LABEL, type OwnCategory } from "#domain/product-category";
import { Icon } from "#app/components/icons/icon";
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
import { Label } from "#app/components/ui/label";
import { NativeSelect } from "#app/components/ui/native-select";
import { useFormSuccess } from "#app/lib/form-success";
import type { action } from "#app/routes/admin/products";

// Loaded when the seller opens it: the page's own code stays as it was.
const BulkPriceDialog = lazy(() =>
  import("./bulk-price-dialog").then((module) => ({ default: module.BulkPriceDialog })),
);

/** The chosen ids as the action reads them: `ids[0]`, `ids[1]`, … */
function withIds(fields: Record<string, string>, ids: readonly string[]) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  ids.forEach((id, index) => form.append(`ids[${index}]`, id));
  return form;
}

/**
 * The products chosen on the list: how many, and what is done to them all at once in one
 * write: 'Pindahkan ke kategori' (decision 066), 'Tandai Habis', 'Tersedia', 'Ubah Harga' and
 * 'Hapus' (decision 073); 'Pilih Semua' chooses every product of the list.
 */
export function MoveProductsBar({
  ids,
  allIds,
  categories,
  onSelectAll,
  onClear,
}: {
  ids: string[];
  allIds: string[];
  categories: OwnCategory[];
  onSelectAll: () => void;
  onClear: () => void;
}) {
  const [isOpen, setOpen] = useState(false);
  const [isPriceOpen, setPriceOpen] = useState(false);
  const [isDeleting, setDeleting] = useState(false);
  const fetcher = useFetcher<typeof action>();
  const isSaving = fetcher.state !== "idle";
  const submit = (fields: Record<string, string>) =>
    fetcher.submit(withIds(fields, ids), { method: "post" });
  useFormSuccess(fetcher, onClear);
  return (
    <div
      role="region"
      aria-label="Produk dipilih"
      className="sticky top-2 z-20 flex flex-wrap items-center justify-between gap-2 rounded-lg border border-primary bg-card p-2 pl-3 shadow-sm"
    >
      <span className="text-sm font-medium">{ids.length} produk dipilih</span>
      <div className="flex flex-wrap gap-2">
        <Button size="sm" variant="ghost" onClick={onClear}>
          Batal Pilih
        </Button>
        {ids.length < allIds.length && (
          <Button size="sm" variant="ghost" onClick={onSelectAll}>
            Pilih Semua ({allIds.length})
          </Button>
        )}
        <Button
          size="sm"
          variant="outline"
          disabled={isSaving}
          onClick={() => submit({ intent: "bulk-sold-out", isSoldOut: "true" })}
        >
          <Icon name="ban" aria-hidden />
          Tandai Habis
        </Button>
        <Button
          size="sm"
          variant="outline"
          disabled={isSaving}
          onClick={() => submit({ intent: "bulk-sold-out", isSoldOut: "false" })}
        >
          <Icon name="check" aria-hidden />
          Tersedia
        </Button>
        <Button size="sm" variant="outline" disabled={isSaving} onClick={() => setPriceOpen(true)}>
          <Icon name="percent" aria-hidden />
          Ubah Harga
        </Button>
        <Button size="sm" onClick={() => setOpen(true)}>
          <Icon name="folder-input" aria-hidden />
          Pindahkan ke kategori
        </Button>
        <Button
          size="sm"
          variant="outline"
          className="text-destructive hover:bg-destructive/10 hover:text-destructive"
          disabled={isSaving}
          onClick={() => setDeleting(true)}
        >
          <Icon name="trash-2" aria-hidden />
          Hapus
        </Button>
      </div>
      {isPriceOpen && (
        <Suspense fallback={null}>
          <BulkPriceDialog
            ids={ids}
            onClose={() => setPriceOpen(false)}
            onDone={() => {
              setPriceOpen(false);
              onClear();
            }}
          />
        </Suspense>
      )}
      <ConfirmDeleteDialog
        open={isDeleting}
        title="Hapus Produk"
        description={BULK_MESSAGES.deleteConfirm(ids.length)}
        onOpenChange={(open) => !open && setDeleting(false)}
        onConfirm={async () => {
          await submit({ intent: "bulk-delete" });
          setDeleting(false);
        }}
      />
      {isOpen && (
        <MoveDialog
          ids={ids}
          categories={categories}
          onClose={() => setOpen(false)}
          onMoved={() => {
            setOpen(false);
            onClear();
          }}
        />
      )}
    </div>
  );
}

function MoveDialog({
  ids,
  categories,
  onClose,
  onMoved,
}: {
  ids: string[];
  categories: OwnCategory[];
  onClose: () => void;
  onMoved: () => void;
}) {
  const fetcher = useFetcher<typeof action>();
  const isSaving = fetcher.state !== "idle";
  useFormSuccess(fetcher, onMoved);
  const error =
    fetcher.state === "idle" && fetcher.data?.result.status === "error"
      ? (fetcher.data.result.error?.[""]?.[0] ?? null)
      : null;
  return (
    <Dialog open onOpenChange={(open) => !open && !isSaving && onClose()}>
      <DialogContent className="sm:max-w-sm">
        <DialogHeader>
          <DialogTitle>Pindahkan ke kategori</DialogTitle>
          <DialogDescription>
            {ids.length} produk dipilih akan dipindahkan sekaligus.
          </DialogDescription>
        </DialogHeader>
        <fetcher.Form method="post" className="flex flex-col gap-4">
          <input type="hidden" name="intent" value="move" />
          {ids.map((id, index) => (
            <input key={id} type="hidden" name={`ids[${index}]`} value={id} />
          ))}
          <div className="flex flex-col gap-2">
            <Label htmlFor="move-target">Kategori tujuan</Label>
            <NativeSelect id="move-target" name="categoryId" defaultValue={categories[0]?.id ?? ""}>
              {categories.map((category) => (
                <option key={category.id} value={category.id}>
                  {category.name}
                </option>
              ))}
              <option value="">{NO_CATEGORY_LABEL}</option>
            </NativeSelect>
          </div>
          {error && (
            <p role="alert" className="text-sm text-destructive">
              {error}
            </p>
          )}
          <div className="grid grid-cols-2 gap-2">
            <DialogClose asChild>
              <Button type="button" variant="outline" disabled={isSaving}>
                Batal
              </Button>
            </DialogClose>
            <SubmitButton disabled={isSaving}>
              {isSaving ? "Memindahkan..." : "Pindahkan"}
            </SubmitButton>
          </div>
        </fetcher.Form>
      </DialogContent>
    </Dialog>
  );
}
