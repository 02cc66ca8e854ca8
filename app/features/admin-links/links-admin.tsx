import { Icon } from "#app/components/icons/icon";
import { useState } from "react";
import { useFetcher } from "react-router";
import { formatPercent, clickRate } from "#domain/click-rate";
import { LINK_MESSAGES, type LinkStats, type OwnLink } from "#domain/link";
import { ConfirmDeleteDialog } from "#app/components/admin/confirm-delete-dialog";
import { AdminPageHeader } from "#app/components/admin/page-header";
import { StatCard } from "#app/components/admin/stat-card";
import { TopTable } from "#app/components/admin/top-table";
import { UnsavedOrderAlert } from "#app/components/admin/unsaved-order-alert";
import { useDraggedOrder } from "#app/components/admin/use-dragged-order";
import { Button } from "#app/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "#app/components/ui/card";
import { formatCount } from "#app/lib/format";
import type { action } from "#app/routes/admin/links";
import { LinkFormDialog } from "./link-form-dialog";
import { LinkThumb } from "./link-thumb";
import { SortableLinks } from "./sortable-links";

/**
 * Spec §2 /admin/links: stats, top links, every link in the shop's order (dragged into it,
 * decision 067), add/edit/delete.
 */
export function LinksAdmin({
  links,
  stats,
  topLinks,
}: {
  links: OwnLink[];
  stats: LinkStats;
  topLinks: OwnLink[];
}) {
  const deleter = useFetcher<typeof action>();
  // A fresh form per opening: the key changes every time the dialog opens.
  const [editing, setEditing] = useState<{ key: number; link: OwnLink | null } | null>(null);
  const [deleting, setDeleting] = useState<OwnLink | null>(null);
  const open = (link: OwnLink | null) => setEditing({ key: Date.now(), link });

  // The page's data is loaded again after the answer, a refusal included: a link deleted
  // meanwhile elsewhere leaves the list too.
  const remove = (link: OwnLink) =>
    deleter.submit({ intent: "delete", id: link.id }, { method: "post" });

  // The order the seller dragged the links into, shown at once and until saved.
  const order = useDraggedOrder(links, LINK_MESSAGES.reorderFailed);

  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-6">
      <AdminPageHeader
        title="Tautan"
        description="Kelola tautan yang tampil di halaman toko Anda."
        action={
          <Button onClick={() => open(null)}>
            <Icon name="plus" aria-hidden />
            Tambah Tautan
          </Button>
        }
      />

      <section aria-label="Statistik tautan" className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <StatCard label="Total Tautan" value={formatCount(stats.totalLinks)} icon="link-2" />
        <StatCard label="Total Dilihat" value={formatCount(stats.totalViews)} icon="eye" />
        <StatCard
          label="Total Diklik"
          value={formatCount(stats.totalClicks)}
          icon="mouse-pointer-click"
        />
        <StatCard label="Rasio Klik" value={formatPercent(stats.clickRate)} icon="percent" />
      </section>

      <TopTable
        title="Tautan Teratas"
        description="Tautan yang paling sering diklik pengunjung."
        nameLabel="Tautan"
        emptyText="Peringkat muncul setelah Anda menambahkan tautan."
        rows={topLinks.map((link) => ({
          id: link.id,
          name: link.title,
          leading: <LinkThumb link={link} className="size-8 text-base" />,
          views: link.views,
          clicks: link.clicks,
          clickRate: formatPercent(clickRate(link.clicks, link.views)),
        }))}
      />

      <Card>
        <CardHeader>
          <CardTitle>Semua Tautan</CardTitle>
          <CardDescription>
            {links.length > 0
              ? `${links.length} tautan, dalam urutan di toko. Geser untuk mengatur urutannya.`
              : "Tautan dalam urutan di toko."}
          </CardDescription>
        </CardHeader>
        <CardContent>
          {links.length === 0 ? (
            <div className="flex flex-col items-center gap-3 rounded-lg border border-dashed px-4 py-10 text-center">
              <span className="flex size-12 items-center justify-center rounded-full bg-secondary text-2xl">
                🔗
              </span>
              <div>
                <p className="font-medium">{LINK_MESSAGES.empty}</p>
                <p className="text-sm text-muted-foreground">
                  Tambahkan tautan pertama Anda, misalnya Instagram atau WhatsApp.
                </p>
              </div>
              <Button variant="outline" onClick={() => open(null)}>
                <Icon name="plus" aria-hidden />
                Tambah Tautan
              </Button>
            </div>
          ) : (
            <div className="flex flex-col gap-3">
              {order.error && (
                <UnsavedOrderAlert
                  reason={order.error}
                  onSaveAgain={order.saveAgain}
                  onUndo={order.undo}
                />
              )}
              <SortableLinks
                links={order.shown}
                isSaving={order.isSaving}
                onReorder={order.save}
                onEdit={open}
                onDelete={setDeleting}
              />
            </div>
          )}
        </CardContent>
      </Card>

      {editing && (
        <LinkFormDialog key={editing.key} link={editing.link} onClose={() => setEditing(null)} />
      )}
      <ConfirmDeleteDialog
        open={deleting !== null}
        title="Hapus Tautan"
        description={LINK_MESSAGES.deleteConfirm}
        onOpenChange={(isOpen) => !isOpen && setDeleting(null)}
        onConfirm={() => (deleting ? remove(deleting) : Promise.resolve())}
      />
    </div>
  );
}
