import { Icon } from "#app/components/icons/icon";
import { startTransition, useOptimistic } from "react";
import { useFetcher } from "react-router";
import { isProductSoldOut, type OwnProduct } from "#domain/product";
import { leadTimeSpan } from "#domain/product-lead-time";
import { formatRupiah } from "#domain/rupiah";
import { ItemTrendsButton } from "#app/components/admin/item-trends-dialog";
import { SortableList } from "#app/components/admin/sortable-list";
import { SortableRow } from "#app/components/admin/sortable-row";
import { Badge } from "#app/components/ui/badge";
import { Button } from "#app/components/ui/button";
import { formatCount } from "#app/lib/format";
import type { action } from "#app/routes/admin/products";
import { ProductThumb } from "./product-thumb";
import { Switch } from "./switch";

/**
 * The seller's products in the storefront's order, reordered by dragging a card's handle
 * (mouse, touch, or the keyboard: focus a handle, Space, arrows, Space). Each card shows
 * whether the product is sold out and its stock, with a 'Habis' switch.
 */
export function SortableProducts({
  products,
  categoryNames,
  selected,
  isSaving,
  onReorder,
  onSelect,
  onEdit,
  onDelete,
}: {
  products: OwnProduct[];
  /** Her categories' names by id. */
  categoryNames: ReadonlyMap<string, string>;
  /** The products chosen to be moved to a category. */
  selected: ReadonlySet<string>;
  isSaving: boolean;
  onReorder: (ids: string[]) => void;
  onSelect: (id: string, isSelected: boolean) => void;
  onEdit: (product: OwnProduct) => void;
  onDelete: (product: OwnProduct) => void;
}) {
  const ids = products.map((product) => product.id);
  const nameOf = (id: string) => products.find((product) => product.id === id)?.name ?? "Produk";

  return (
    <SortableList
      ids={ids}
      nameOf={nameOf}
      thing="produk"
      isDisabled={isSaving}
      onReorder={onReorder}
    >
      {/* Columns of minmax(0, 1fr): a long name or category never widens the page. */}
      <ul aria-label="Daftar produk" className="grid grid-cols-1 gap-3 md:grid-cols-2">
        {products.map((product) => (
          <SortableProduct
            key={product.id}
            product={product}
            categoryName={product.categoryId ? categoryNames.get(product.categoryId) : undefined}
            isSelected={selected.has(product.id)}
            onSelect={(isSelected) => onSelect(product.id, isSelected)}
            isDisabled={isSaving}
            onEdit={() => onEdit(product)}
            onDelete={() => onDelete(product)}
          />
        ))}
      </ul>
    </SortableList>
  );
}

function SortableProduct({
  product,
  categoryName,
  isSelected,
  onSelect,
  isDisabled,
  onEdit,
  onDelete,
}: {
  product: OwnProduct;
  categoryName: string | undefined;
  isSelected: boolean;
  onSelect: (isSelected: boolean) => void;
  isDisabled: boolean;
  onEdit: () => void;
  onDelete: () => void;
}) {
  // The switch shows what was asked at once and while it is saved; the page's data says it
  // afterwards (a refusal puts it back, with its toast).
  const switcher = useFetcher<typeof action>();
  const duplicator = useFetcher<typeof action>();
  const [isMarkedSoldOut, setMarkedSoldOut] = useOptimistic(product.isSoldOut);
  const isSoldOut = isProductSoldOut({ ...product, isSoldOut: isMarkedSoldOut });
  const switchId = `habis-${product.id}`;
  return (
    <SortableRow
      id={product.id}
      name={product.name}
      isDisabled={isDisabled}
      className={`flex gap-2 rounded-lg border bg-card p-3 ${isSelected ? "border-primary ring-1 ring-primary" : ""}`}
      data-product-id={product.id}
    >
      <ProductThumb product={product} className={`size-20 ${isSoldOut ? "opacity-60" : ""}`} />
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <p className="line-clamp-2 leading-snug font-medium">{product.name}</p>
        {product.code && (
          <p className="truncate text-xs text-muted-foreground">Kode {product.code}</p>
        )}
        <p className="text-sm font-bold text-primary">{formatRupiah(product.price)}</p>
        <div className="flex flex-wrap items-center gap-1.5 text-xs text-muted-foreground">
          {isSoldOut && <Badge variant="destructive">Habis</Badge>}
          {categoryName && (
            <Badge variant="secondary" className="max-w-full">
              <span className="truncate">{categoryName}</span>
            </Badge>
          )}
          {product.stock !== null && (
            <span className="tabular-nums">Stok {formatCount(product.stock)}</span>
          )}
          {product.stock !== null && <span aria-hidden>·</span>}
          <span>{product.images.length} foto</span>
          <span aria-hidden>·</span>
          <span>{product.options.length} opsi</span>
          {product.leadTimeHours !== null && (
            <>
              <span aria-hidden>·</span>
              <span>Persiapan {leadTimeSpan(product.leadTimeHours)}</span>
            </>
          )}
        </div>
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-muted-foreground tabular-nums">
          <span>{formatCount(product.views)} dilihat</span>
          <span>{formatCount(product.clicks)} klik</span>
          <ItemTrendsButton kind="product" itemId={product.id} name={product.name} />
        </div>
        <div className="mt-1 flex items-center gap-2">
          <Switch
            id={switchId}
            checked={isMarkedSoldOut}
            onChange={(event) => {
              const isChecked = event.currentTarget.checked;
              startTransition(async () => {
                setMarkedSoldOut(isChecked);
                await switcher.submit(
                  { intent: "sold-out", id: product.id, ...(isChecked ? { isSoldOut: "on" } : {}) },
                  { method: "post" },
                );
              });
            }}
            aria-label={`Habis: ${product.name}`}
          />
          <label htmlFor={switchId} aria-hidden className="cursor-pointer text-xs">
            Habis
          </label>
        </div>
      </div>
      <div className="flex shrink-0 flex-col items-center gap-1">
        {/* Chosen products are moved to a category together (move-products.tsx). */}
        <label className="flex size-9 cursor-pointer items-center justify-center rounded-md hover:bg-muted">
          <input
            type="checkbox"
            className="size-4 accent-primary"
            checked={isSelected}
            onChange={(event) => onSelect(event.currentTarget.checked)}
            aria-label={`Pilih ${product.name}`}
          />
        </label>
        <Button variant="ghost" size="icon" aria-label={`Ubah ${product.name}`} onClick={onEdit}>
          <Icon name="pencil" aria-hidden />
        </Button>
        {/* 'Salin Produk': a copy with its options and photos, first in the list. */}
        <Button
          variant="ghost"
          size="icon"
          aria-label={`Salin Produk ${product.name}`}
          title="Salin Produk"
          disabled={duplicator.state !== "idle"}
          onClick={() =>
            duplicator.submit({ intent: "duplicate", id: product.id }, { method: "post" })
          }
        >
          <Icon name="copy" aria-hidden />
        </Button>
        <Button
          variant="ghost"
          size="icon"
          aria-label={`Hapus ${product.name}`}
          className="text-destructive hover:bg-destructive/10 hover:text-destructive"
          onClick={onDelete}
        >
          <Icon name="trash-2" aria-hidden />
        </Button>
      </div>
    </SortableRow>
  );
}
