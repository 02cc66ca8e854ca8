import { Icon } from "#app/components/icons/icon";
import { clickRate, formatPercent } from "#domain/click-rate";
import type { OwnLink } from "#domain/link";
import { ItemTrendsButton } from "#app/components/admin/item-trends-dialog";
import { SortableList } from "#app/components/admin/sortable-list";
import { SortableRow } from "#app/components/admin/sortable-row";
import { Button } from "#app/components/ui/button";
import { formatCount } from "#app/lib/format";
import { LinkThumb } from "./link-thumb";

/**
 * The seller's links in the shop's order, reordered by dragging a row's handle (mouse,
 * touch, or the keyboard: focus a handle, Space, arrows, Space), as products are.
 */
export function SortableLinks({
  links,
  isSaving,
  onReorder,
  onEdit,
  onDelete,
}: {
  links: OwnLink[];
  isSaving: boolean;
  onReorder: (ids: string[]) => void;
  onEdit: (link: OwnLink) => void;
  onDelete: (link: OwnLink) => void;
}) {
  const ids = links.map((link) => link.id);
  const nameOf = (id: string) => links.find((link) => link.id === id)?.title ?? "Tautan";
  return (
    <SortableList
      ids={ids}
      nameOf={nameOf}
      thing="tautan"
      isDisabled={isSaving}
      onReorder={onReorder}
    >
      <ul aria-label="Daftar tautan" className="flex flex-col gap-2">
        {links.map((link) => (
          <SortableRow
            key={link.id}
            id={link.id}
            name={link.title}
            isDisabled={isSaving}
            className="flex items-start gap-3 rounded-lg border bg-card p-3"
            data-link-id={link.id}
          >
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
                <p className="line-clamp-2 text-sm text-muted-foreground">{link.description}</p>
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
                onClick={() => onEdit(link)}
              >
                <Icon name="pencil" aria-hidden />
              </Button>
              <Button
                variant="ghost"
                size="icon"
                aria-label={`Hapus ${link.title}`}
                className="text-destructive hover:bg-destructive/10 hover:text-destructive"
                onClick={() => onDelete(link)}
              >
                <Icon name="trash-2" aria-hidden />
              </Button>
            </div>
          </SortableRow>
        ))}
      </ul>
    </SortableList>
  );
}
