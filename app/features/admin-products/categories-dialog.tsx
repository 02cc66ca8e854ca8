import { useSortable } from "@dnd-kit/sortable";
import { CSS } from "@dnd-kit/utilities";
import { useEffect, useRef, useState } from "react";
import { useFetcher } from "react-router";
import {
  CATEGORY_MESSAGES,
  deleteCategoryMessage,
  MAX_CATEGORIES,
  type OwnCategory,
} from "#domain/product-category";
import { ConfirmDeleteDialog } from "#app/components/admin/confirm-delete-dialog";
import { SortableList } from "#app/components/admin/sortable-list";
import { Icon } from "#app/components/icons/icon";
import { Button } from "#app/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from "#app/components/ui/dialog";
import type { action } from "#app/routes/admin/products";
import { CategoryNameForm } from "./category-name-form";

/**
 * Her categories (decision 066): added, renamed, dragged into the order the catalogue's
 * chips follow, deleted after saying what becomes of their products; 'Pilih produk' chooses
 * a category's products on the list, to move them elsewhere in one go.
 */
export function CategoriesDialog({
  categories,
  onClose,
  onChooseProducts,
}: {
  categories: OwnCategory[];
  onClose: () => void;
  onChooseProducts: (category: OwnCategory) => void;
}) {
  const [renaming, setRenaming] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<OwnCategory | null>(null);
  const deleter = useFetcher<typeof action>();

  // The order dragged, shown at once and until answered: then the page's data says it (a
  // refusal shows the server's order again, with its toast).
  const orderer = useFetcher<typeof action>();
  const [draft, setDraft] = useState<string[] | null>(null);
  const byId = new Map(categories.map((category) => [category.id, category]));
  const shown =
    draft && draft.length === categories.length && draft.every((id) => byId.has(id))
      ? draft.map((id) => byId.get(id)!)
      : categories;
  const saveOrder = (ids: string[]) => {
    setDraft(ids);
    const form = new FormData();
    form.set("intent", "category-reorder");
    ids.forEach((id, index) => form.set(`ids[${index}]`, id));
    void orderer.submit(form, { method: "post" });
  };
  const wasSaving = useRef(false);
  useEffect(() => {
    if (orderer.state !== "idle") wasSaving.current = true;
    else if (wasSaving.current) {
      wasSaving.current = false;
      setDraft(null);
    }
  }, [orderer.state]);

  const isFull = categories.length >= MAX_CATEGORIES;
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="gap-4 sm:max-w-lg">
        <DialogHeader>
          <DialogTitle>Kategori</DialogTitle>
          <DialogDescription>
            Urutan di sini adalah urutan kategori di katalog toko Anda. Kategori tanpa produk tidak
            tampil di toko.
          </DialogDescription>
        </DialogHeader>
        <CategoryNameForm isDisabled={isFull} />
        <p className="text-xs text-muted-foreground">
          {isFull
            ? CATEGORY_MESSAGES.tooMany
            : `${categories.length} dari ${MAX_CATEGORIES} kategori`}
        </p>
        {categories.length === 0 ? (
          <p className="rounded-lg border border-dashed px-4 py-6 text-center text-sm text-muted-foreground">
            Belum ada kategori. Tambahkan kategori seperti Kue Basah, Roti, atau Hampers.
          </p>
        ) : (
          <SortableList
            ids={shown.map((category) => category.id)}
            nameOf={(id) => byId.get(id)?.name ?? "Kategori"}
            thing="kategori"
            isDisabled={orderer.state !== "idle"}
            onReorder={saveOrder}
          >
            <ul aria-label="Daftar kategori" className="flex flex-col gap-2">
              {shown.map((category) => (
                <CategoryRow
                  key={category.id}
                  category={category}
                  isRenaming={renaming === category.id}
                  isDisabled={orderer.state !== "idle"}
                  onRename={() => setRenaming(category.id)}
                  onRenamed={() => setRenaming(null)}
                  onDelete={() => setDeleting(category)}
                  onChooseProducts={() => onChooseProducts(category)}
                />
              ))}
            </ul>
          </SortableList>
        )}
        <ConfirmDeleteDialog
          open={deleting !== null}
          title="Hapus Kategori"
          description={deleting ? deleteCategoryMessage(deleting.name, deleting.productCount) : ""}
          onOpenChange={(isOpen) => !isOpen && setDeleting(null)}
          onConfirm={async () => {
            if (deleting) {
              await deleter.submit(
                { intent: "category-delete", id: deleting.id },
                { method: "post" },
              );
            }
          }}
        />
      </DialogContent>
    </Dialog>
  );
}

function CategoryRow({
  category,
  isRenaming,
  isDisabled,
  onRename,
  onRenamed,
  onDelete,
  onChooseProducts,
}: {
  category: OwnCategory;
  isRenaming: boolean;
  isDisabled: boolean;
  onRename: () => void;
  onRenamed: () => void;
  onDelete: () => void;
  onChooseProducts: () => void;
}) {
  const { attributes, listeners, setNodeRef, transform, transition, isDragging } = useSortable({
    id: category.id,
  });
  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Transform.toString(transform), transition }}
      className={`flex items-center gap-2 rounded-lg border bg-card p-2 ${isDragging ? "relative z-10 shadow-lg" : ""}`}
      data-category-id={category.id}
    >
      <button
        type="button"
        className="flex w-7 shrink-0 cursor-grab touch-none items-center justify-center self-stretch rounded-md text-muted-foreground hover:bg-muted focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none active:cursor-grabbing disabled:cursor-not-allowed disabled:opacity-50"
        aria-label={`Geser ${category.name}`}
        disabled={isDisabled}
        {...attributes}
        {...listeners}
      >
        <Icon name="grip-vertical" className="size-4" aria-hidden />
      </button>
      {isRenaming ? (
        <div className="min-w-0 flex-1">
          <CategoryNameForm category={category} onDone={onRenamed} />
        </div>
      ) : (
        <>
          <div className="flex min-w-0 flex-1 flex-col">
            <span className="font-medium break-words">{category.name}</span>
            <span className="text-xs text-muted-foreground">{category.productCount} produk</span>
          </div>
          {category.productCount > 0 && (
            <Button
              variant="ghost"
              size="icon"
              aria-label={`Pilih produk ${category.name}`}
              title="Pilih produknya untuk dipindahkan"
              onClick={onChooseProducts}
            >
              <Icon name="folder-input" aria-hidden />
            </Button>
          )}
          <Button
            variant="ghost"
            size="icon"
            aria-label={`Ubah nama ${category.name}`}
            onClick={onRename}
          >
            <Icon name="pencil" aria-hidden />
          </Button>
          <Button
            variant="ghost"
            size="icon"
            aria-label={`Hapus ${category.name}`}
            className="text-destructive hover:bg-destructive/10 hover:text-destructive"
            onClick={onDelete}
          >
            <Icon name="trash-2" aria-hidden />
          </Button>
        </>
      )}
    </li>
  );
}
