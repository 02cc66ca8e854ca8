import { Icon } from "#app/components/icons/icon";
import { lazy, Suspense, useState } from "react";
import { Link, useFetcher } from "react-router";
import { formatPercent, clickRate } from "#domain/click-rate";
import type { OwnProduct, ProductStats } from "#domain/product";
import type { OwnCategory } from "#domain/product-category";
import { PRODUCT_ADMIN_MESSAGES } from "#domain/product-form";
import { ConfirmDeleteDialog } from "#app/components/admin/confirm-delete-dialog";
import { AdminPageHeader } from "#app/components/admin/page-header";
import { StatCard } from "#app/components/admin/stat-card";
import { TopTable } from "#app/components/admin/top-table";
import { UnsavedOrderAlert } from "#app/components/admin/unsaved-order-alert";
import { useDraggedOrder } from "#app/components/admin/use-dragged-order";
import { Button } from "#app/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "#app/components/ui/card";
import { formatCount } from "#app/lib/format";
import type { action } from "#app/routes/admin/products";
import { MoveProductsBar } from "./move-products";
import { ProductFormDialog } from "./product-form-dialog";
import { ProductThumb } from "./product-thumb";
import { SortableProducts } from "./sortable-products";

// Loaded when the seller opens it: the page's own code stays as it was.
const CategoriesDialog = lazy(() =>
  import("./categories-dialog").then((module) => ({ default: module.CategoriesDialog })),
);

/**
 * Spec §2 /admin/products: stats, top products, active products, add/edit/delete; her
 * categories, and products chosen on the list moved between them (decision 066).
 */
export function ProductsAdmin({
  products,
  categories,
  stats,
  topProducts,
  shopLeadTimeHours,
}: {
  products: OwnProduct[];
  categories: OwnCategory[];
  stats: ProductStats;
  topProducts: OwnProduct[];
  shopLeadTimeHours: number;
}) {
  const deleter = useFetcher<typeof action>();
  // A fresh form per opening: the key changes every time the dialog opens.
  const [editing, setEditing] = useState<{ key: number; product: OwnProduct | null } | null>(null);
  const [deleting, setDeleting] = useState<OwnProduct | null>(null);
  const open = (product: OwnProduct | null) => setEditing({ key: Date.now(), product });
  const [isCategoriesOpen, setCategoriesOpen] = useState(false);
  const categoryNames = new Map(categories.map((category) => [category.id, category.name]));
  // Products chosen to be moved; one that left the list meanwhile is no longer chosen.
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set());
  const chosenIds = products.filter((product) => chosen.has(product.id)).map((p) => p.id);
  const choose = (id: string, isChosen: boolean) =>
    setChosen((before) => {
      const next = new Set(before);
      if (isChosen) next.add(id);
      else next.delete(id);
      return next;
    });

  // The page's data is loaded again after the answer, a refusal included: a product deleted
  // meanwhile elsewhere leaves the list too.
  const remove = (product: OwnProduct) =>
    deleter.submit({ intent: "delete", id: product.id }, { method: "post" });

  // The order the seller dragged the products into, shown at once and until saved.
  const order = useDraggedOrder(products, PRODUCT_ADMIN_MESSAGES.reorderFailed);

  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-6">
      <AdminPageHeader
        title="Produk"
        description="Kelola produk yang tampil di katalog toko Anda."
        action={
          <div className="flex flex-wrap gap-2">
            <Button variant="outline" onClick={() => setCategoriesOpen(true)}>
              <Icon name="tags" aria-hidden />
              Kategori
            </Button>
            <Button asChild variant="outline">
              <Link to="/admin/products/import">
                <Icon name="download" aria-hidden />
                Impor / Ekspor
              </Link>
            </Button>
            <Button onClick={() => open(null)}>
              <Icon name="plus" aria-hidden />
              Tambah Produk
            </Button>
          </div>
        }
      />

      <section aria-label="Statistik produk" className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <StatCard label="Total Produk" value={formatCount(stats.totalProducts)} icon="package" />
        <StatCard label="Total Dilihat" value={formatCount(stats.totalViews)} icon="eye" />
        <StatCard
          label="Total Diklik"
          value={formatCount(stats.totalClicks)}
          icon="mouse-pointer-click"
        />
        <StatCard label="Rasio Klik" value={formatPercent(stats.clickRate)} icon="percent" />
      </section>

      <TopTable
        title="Produk Teratas"
        description="Produk yang paling sering dibuka pembeli."
        nameLabel="Produk"
        emptyText="Peringkat muncul setelah Anda menambahkan produk."
        rows={topProducts.map((product) => ({
          id: product.id,
          name: product.name,
          leading: <ProductThumb product={product} className="size-8 rounded-md" />,
          views: product.views,
          clicks: product.clicks,
          clickRate: formatPercent(clickRate(product.clicks, product.views)),
        }))}
      />

      <Card>
        <CardHeader>
          <CardTitle>Daftar Produk</CardTitle>
          <CardDescription>
            {products.length > 0
              ? `${products.length} produk aktif, dalam urutan di toko. Geser untuk mengatur urutannya.`
              : "Produk aktif, dalam urutan di toko."}
          </CardDescription>
        </CardHeader>
        <CardContent>
          {products.length === 0 ? (
            <div className="flex flex-col items-center gap-3 rounded-lg border border-dashed px-4 py-10 text-center">
              <span className="flex size-12 items-center justify-center rounded-full bg-secondary text-primary">
                <Icon name="package" aria-hidden className="size-6" />
              </span>
              <div>
                <p className="font-medium">{PRODUCT_ADMIN_MESSAGES.empty}</p>
                <p className="text-sm text-muted-foreground">
                  Tambahkan produk pertama Anda lengkap dengan foto dan harganya.
                </p>
              </div>
              <Button variant="outline" onClick={() => open(null)}>
                <Icon name="plus" aria-hidden />
                Tambah Produk
              </Button>
            </div>
          ) : (
            <div className="flex flex-col gap-3">
              {chosenIds.length === 0 && products.length > 1 && (
                <div className="flex justify-end">
                  <Button
                    size="sm"
                    variant="ghost"
                    onClick={() => setChosen(new Set(products.map((product) => product.id)))}
                  >
                    Pilih Semua ({products.length})
                  </Button>
                </div>
              )}
              {chosenIds.length > 0 && (
                <MoveProductsBar
                  ids={chosenIds}
                  allIds={products.map((product) => product.id)}
                  categories={categories}
                  onSelectAll={() => setChosen(new Set(products.map((product) => product.id)))}
                  onClear={() => setChosen(new Set())}
                />
              )}
              {order.error && (
                <UnsavedOrderAlert
                  reason={order.error}
                  onSaveAgain={order.saveAgain}
                  onUndo={order.undo}
                />
              )}
              <SortableProducts
                products={order.shown}
                categoryNames={categoryNames}
                selected={chosen}
                isSaving={order.isSaving}
                onReorder={order.save}
                onSelect={choose}
                onEdit={open}
                onDelete={setDeleting}
              />
            </div>
          )}
        </CardContent>
      </Card>

      {editing && (
        <ProductFormDialog
          key={editing.key}
          product={editing.product}
          categories={categories}
          shopLeadTimeHours={shopLeadTimeHours}
          onClose={() => setEditing(null)}
        />
      )}
      {isCategoriesOpen && (
        <Suspense fallback={null}>
          <CategoriesDialog
            categories={categories}
            onClose={() => setCategoriesOpen(false)}
            onChooseProducts={(category) => {
              setChosen(
                new Set(
                  products
                    .filter((product) => product.categoryId === category.id)
                    .map((product) => product.id),
                ),
              );
              setCategoriesOpen(false);
            }}
          />
        </Suspense>
      )}
      <ConfirmDeleteDialog
        open={deleting !== null}
        title="Hapus Produk"
        description={PRODUCT_ADMIN_MESSAGES.deleteConfirm}
        onOpenChange={(isOpen) => !isOpen && setDeleting(null)}
        onConfirm={() => (deleting ? remove(deleting) : Promise.resolve())}
      />
    </div>
  );
}
