import { Eye, MousePointerClick, Package, Pencil, Percent, Plus, Trash2 } from "lucide-react";
import { useState } from "react";
import { useFetcher } from "react-router";
import { formatPercent, clickRate } from "#domain/click-rate";
import type { OwnProduct, ProductStats } from "#domain/product";
import { categoryLabel } from "#domain/product-catalog";
import { PRODUCT_ADMIN_MESSAGES } from "#domain/product-form";
import { formatRupiah } from "#domain/rupiah";
import { ConfirmDeleteDialog } from "#app/components/admin/confirm-delete-dialog";
import { AdminPageHeader } from "#app/components/admin/page-header";
import { StatCard } from "#app/components/admin/stat-card";
import { TopTable } from "#app/components/admin/top-table";
import { Badge } from "#app/components/ui/badge";
import { Button } from "#app/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "#app/components/ui/card";
import { formatCount } from "#app/lib/format";
import type { action } from "#app/routes/admin/products";
import { ProductFormDialog } from "./product-form-dialog";
import { ProductThumb } from "./product-thumb";

/** Spec §2 /admin/products: stats, top products, active products, add/edit/delete. */
export function ProductsAdmin({
  products,
  stats,
  topProducts,
}: {
  products: OwnProduct[];
  stats: ProductStats;
  topProducts: OwnProduct[];
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

  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-6">
      <AdminPageHeader
        title="Produk"
        description="Kelola produk yang tampil di katalog toko Anda."
        action={
          <Button onClick={() => open(null)}>
            <Plus aria-hidden />
            Tambah Produk
          </Button>
        }
      />

      <section aria-label="Statistik produk" className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <StatCard label="Total Produk" value={formatCount(stats.totalProducts)} icon={Package} />
        <StatCard label="Total Dilihat" value={formatCount(stats.totalViews)} icon={Eye} />
        <StatCard
          label="Total Diklik"
          value={formatCount(stats.totalClicks)}
          icon={MousePointerClick}
        />
        <StatCard label="Rasio Klik" value={formatPercent(stats.clickRate)} icon={Percent} />
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
              ? `${products.length} produk aktif, terbaru di atas.`
              : "Produk aktif, terbaru di atas."}
          </CardDescription>
        </CardHeader>
        <CardContent>
          {products.length === 0 ? (
            <div className="flex flex-col items-center gap-3 rounded-lg border border-dashed px-4 py-10 text-center">
              <span className="flex size-12 items-center justify-center rounded-full bg-secondary text-primary">
                <Package aria-hidden className="size-6" />
              </span>
              <div>
                <p className="font-medium">{PRODUCT_ADMIN_MESSAGES.empty}</p>
                <p className="text-sm text-muted-foreground">
                  Tambahkan produk pertama Anda lengkap dengan foto dan harganya.
                </p>
              </div>
              <Button variant="outline" onClick={() => open(null)}>
                <Plus aria-hidden />
                Tambah Produk
              </Button>
            </div>
          ) : (
            // Columns of minmax(0, 1fr): a long name or category never widens the page.
            <ul aria-label="Daftar produk" className="grid grid-cols-1 gap-3 md:grid-cols-2">
              {products.map((product) => (
                <li key={product.id} className="flex gap-3 rounded-lg border p-3">
                  <ProductThumb product={product} className="size-20" />
                  <div className="flex min-w-0 flex-1 flex-col gap-1">
                    <p className="line-clamp-2 leading-snug font-medium">{product.name}</p>
                    <p className="text-sm font-bold text-primary">{formatRupiah(product.price)}</p>
                    <div className="flex flex-wrap items-center gap-1.5 text-xs text-muted-foreground">
                      {product.category && (
                        <Badge variant="secondary" className="max-w-full">
                          <span className="truncate">{categoryLabel(product.category)}</span>
                        </Badge>
                      )}
                      <span>{product.images.length} foto</span>
                      <span aria-hidden>·</span>
                      <span>{product.options.length} opsi</span>
                    </div>
                    <p className="flex flex-wrap gap-x-3 text-xs text-muted-foreground tabular-nums">
                      <span>{formatCount(product.views)} dilihat</span>
                      <span>{formatCount(product.clicks)} klik</span>
                    </p>
                  </div>
                  <div className="flex shrink-0 flex-col gap-1">
                    <Button
                      variant="ghost"
                      size="icon"
                      aria-label={`Ubah ${product.name}`}
                      onClick={() => open(product)}
                    >
                      <Pencil aria-hidden />
                    </Button>
                    <Button
                      variant="ghost"
                      size="icon"
                      aria-label={`Hapus ${product.name}`}
                      className="text-destructive hover:bg-destructive/10 hover:text-destructive"
                      onClick={() => setDeleting(product)}
                    >
                      <Trash2 aria-hidden />
                    </Button>
                  </div>
                </li>
              ))}
            </ul>
          )}
        </CardContent>
      </Card>

      {editing && (
        <ProductFormDialog
          key={editing.key}
          product={editing.product}
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
