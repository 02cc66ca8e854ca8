import { useState } from "react";
import { useFetcher } from "react-router";
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

/**
 * The products chosen on the list (decision 066): how many, and 'Pindahkan ke kategori',
 * which moves them all into the category picked (or out of any) in one write.
 */
export function MoveProductsBar({
  ids,
  categories,
  onClear,
}: {
  ids: string[];
  categories: OwnCategory[];
  onClear: () => void;
}) {
  const [isOpen, setOpen] = useState(false);
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
        <Button size="sm" onClick={() => setOpen(true)}>
          <Icon name="folder-input" aria-hidden />
          Pindahkan ke kategori
        </Button>
      </div>
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
