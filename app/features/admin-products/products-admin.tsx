import { Icon } from "#app/components/icons/icon";
import { useState } from "react";
import { useFetcher } from "react-router";
import { formatPercent, clickRate } from "#domain/click-rate";
import type { OwnProduct, ProductStats } from "#domain/product";
import { PRODUCT_ADMIN_MESSAGES } from "#domain/product-form";
import { ConfirmDeleteDialog } from "#app/components/admin/confirm-delete-dialog";
import { AdminPageHeader } from "#app/components/admin/page-header";
import { StatCard } from "#app/components/admin/stat-card";
import { TopTable } from "#app/components/admin/top-table";
import { Alert } from "#app/components/ui/alert";
import { Button } from "#app/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "#app/components/ui/card";
import { formatCount } from "#app/lib/format";
import { useFormSuccess } from "#app/lib/forms";
import type { action } from "#app/routes/admin/products";
import { ProductFormDialog } from "./product-form-dialog";
import { ProductThumb } from "./product-thumb";
import { SortableProducts } from "./sortable-products";

/** Spec §2 /admin/products: stats, top products, active products, add/edit/delete. */
export function ProductsAdmin({
  products,
  stats,
  topProducts,
  shopLeadTimeHours,
}: {
  products: OwnProduct[];
  stats: ProductStats;
  topProducts: OwnProduct[];
  shopLeadTimeHours: number;
}) {
  const deleter = useFetcher<typeof action>();
  // A fresh form per opening: the key changes every time the dialog opens.
  const [editing, setEditing] = useState<{ key: number; product: OwnProduct | null } | null>(null);
  const [deleting, setDeleting] = useState<OwnProduct | null>(null);
  const open = (product: OwnProduct | null) => setEditing({ key: Date.now(), product });

  // The page's data is loaded again after the answer, a refusal included: a product deleted
  // meanwhile elsewhere leaves the list too.
  const remove = (product: OwnProduct) =>
    deleter.submit({ intent: "delete", id: product.id }, { method: "post" });

  // The order the seller dragged the products into, shown at once and until saved: a
  // refusal or a failure keeps it on screen with the reason, to save again or undo.
  const orderer = useFetcher<typeof action>();
  const [draft, setDraft] = useState<string[] | null>(null);
  const shown = draft ? arrangedAs(products, draft) : products;
  const saveOrder = (ids: string[]) => {
    setDraft(ids);
    const form = new FormData();
    form.set("intent", "reorder");
    ids.forEach((id, index) => form.set(`ids[${index}]`, id));
    void orderer.submit(form, { method: "post" });
  };
  useFormSuccess(orderer, () => setDraft(null));
  const reorderError =
    draft && orderer.state === "idle" && orderer.data?.result.status === "error"
      ? (orderer.data.result.error?.[""]?.[0] ?? PRODUCT_ADMIN_MESSAGES.reorderFailed)
      : null;

  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-6">
      <AdminPageHeader
        title="Produk"
        description="Kelola produk yang tampil di katalog toko Anda."
        action={
          <Button onClick={() => open(null)}>
            <Icon name="plus" aria-hidden />
            Tambah Produk
          </Button>
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
              {reorderError && (
                <Alert variant="destructive">
                  <Icon name="circle-alert" aria-hidden />
                  <div className="flex flex-1 flex-col gap-2">
                    <p>Urutan belum tersimpan. {reorderError}</p>
                    <div className="flex flex-wrap gap-2">
                      <Button
                        size="sm"
                        variant="outline"
                        onClick={() => saveOrder(shown.map((product) => product.id))}
                      >
                        Simpan Ulang
                      </Button>
                      <Button size="sm" variant="ghost" onClick={() => setDraft(null)}>
                        Kembalikan Urutan
                      </Button>
                    </div>
                  </div>
                </Alert>
              )}
              <SortableProducts
                products={shown}
                isSaving={orderer.state === "submitting"}
                onReorder={saveOrder}
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
          shopLeadTimeHours={shopLeadTimeHours}
          onClose={() => setEditing(null)}
        />
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

/**
 * The products in the seller's unsaved order; one added meanwhile comes first (as a new
 * product does), one deleted meanwhile leaves.
 */
function arrangedAs(products: OwnProduct[], order: string[]): OwnProduct[] {
  const placed = new Map(order.map((id, index) => [id, index]));
  const added = products.filter((product) => !placed.has(product.id));
  const kept = products
    .filter((product) => placed.has(product.id))
    .sort((a, b) => placed.get(a.id)! - placed.get(b.id)!);
  return [...added, ...kept];
}
