import { Icon } from "#app/components/icons/icon";
import { useState } from "react";
import { useFetcher } from "react-router";
import { formatPercent, clickRate } from "#domain/click-rate";
import { LINK_MESSAGES, type LinkStats, type OwnLink } from "#domain/link";
import { ConfirmDeleteDialog } from "#app/components/admin/confirm-delete-dialog";
import { ItemTrendsButton } from "#app/components/admin/item-trends-dialog";
import { AdminPageHeader } from "#app/components/admin/page-header";
import { StatCard } from "#app/components/admin/stat-card";
import { TopTable } from "#app/components/admin/top-table";
import { Button } from "#app/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "#app/components/ui/card";
import { formatCount } from "#app/lib/format";
import type { action } from "#app/routes/admin/links";
import { LinkFormDialog } from "./link-form-dialog";
import { LinkThumb } from "./link-thumb";

/** Spec §2 /admin/links: stats, top links, every link newest first, add/edit/delete. */
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
            {links.length > 0 ? `${links.length} tautan, terbaru di atas.` : "Terbaru di atas."}
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
            <ul aria-label="Daftar tautan" className="flex flex-col divide-y">
              {links.map((link) => (
                <li key={link.id} className="flex items-start gap-3 py-3 first:pt-0 last:pb-0">
                  <LinkThumb link={link} />
                  <div className="flex min-w-0 flex-1 flex-col gap-0.5">
                    <p className="truncate font-medium">{link.title}</p>
                    <a
                      href={link.url}
                      target="_blank"
                      rel="noopener noreferrer"
                      className="truncate text-xs text-primary underline-offset-2 hover:underline"
                    >
                      {link.url}
                    </a>
                    {link.description && (
                      <p className="line-clamp-2 text-sm text-muted-foreground">
                        {link.description}
                      </p>
                    )}
                    <div className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-muted-foreground tabular-nums">
                      <span>{formatCount(link.views)} dilihat</span>
                      <span>{formatCount(link.clicks)} klik</span>
                      <span>{formatPercent(clickRate(link.clicks, link.views))}</span>
                      <ItemTrendsButton kind="link" itemId={link.id} name={link.title} />
                    </div>
                  </div>
                  <div className="flex shrink-0 gap-1">
                    <Button
                      variant="ghost"
                      size="icon"
                      aria-label={`Ubah ${link.title}`}
                      onClick={() => open(link)}
                    >
                      <Icon name="pencil" aria-hidden />
                    </Button>
                    <Button
                      variant="ghost"
                      size="icon"
                      aria-label={`Hapus ${link.title}`}
                      className="text-destructive hover:bg-destructive/10 hover:text-destructive"
                      onClick={() => setDeleting(link)}
                    >
                      <Icon name="trash-2" aria-hidden />
                    </Button>
                  </div>
                </li>
              ))}
            </ul>
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
