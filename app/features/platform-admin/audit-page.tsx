import { Link } from "react-router";
import { Icon } from "#app/components/icons/icon";
import { AdminPageHeader } from "#app/components/admin/page-header";
import { Pagination } from "#app/components/admin/pagination";
import { platformActionLabel } from "#domain/platform-oversight";
import {
  PLATFORM_SHOP_TEXTS as TEXTS,
  type PlatformAuditEntry,
  type PlatformAuditPage as AuditPage,
} from "#domain/platform-shops";
import { formatDateTimeId } from "#domain/shop-time";

/** 'Audit' (decision 078): every platform action, newest first, a page at a time. */
export function PlatformAuditPage({ entries, page, totalPages }: AuditPage) {
  return (
    <div className="mx-auto flex w-full max-w-4xl flex-col gap-5">
      <AdminPageHeader title={TEXTS.auditTitle} description={TEXTS.auditDescription} />
      {entries.length === 0 ? (
        <div className="flex flex-col items-center gap-2 rounded-xl border border-dashed p-8 text-center">
          <Icon name="clipboard-list" className="size-8 text-muted-foreground" aria-hidden />
          <p className="text-sm text-muted-foreground">{TEXTS.auditEmpty}</p>
        </div>
      ) : (
        <ul className="flex flex-col gap-3" aria-label={TEXTS.auditListLabel}>
          {entries.map((entry) => (
            <AuditItem key={entry.id} entry={entry} />
          ))}
        </ul>
      )}
      <Pagination
        page={page}
        totalPages={totalPages}
        href={(target) => `/admin/platform/audit${target > 1 ? `?page=${target}` : ""}`}
      />
    </div>
  );
}

function AuditItem({ entry }: { entry: PlatformAuditEntry }) {
  const shopName = entry.brandName ?? entry.brandUsername;
  return (
    <li className="rounded-xl border bg-card p-4 text-sm">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span className="font-semibold">{platformActionLabel(entry.action)}</span>
        <span className="text-xs text-muted-foreground">{formatDateTimeId(entry.createdAt)}</span>
      </div>
      <dl className="mt-2 grid gap-x-4 gap-y-1 sm:grid-cols-[auto_1fr]">
        <dt className="text-xs text-muted-foreground">{TEXTS.auditShop}</dt>
        <dd className="min-w-0 break-words">
          {entry.brandId && entry.isShopThere ? (
            <Link
              to={`/admin/platform/shops/${entry.brandId}`}
              className="font-medium text-primary hover:underline"
            >
              {shopName}
            </Link>
          ) : shopName ? (
            `${shopName} (${TEXTS.auditShopGone})`
          ) : (
            TEXTS.auditNoReason
          )}
          {entry.brandUsername && (
            <span className="ml-1 text-xs text-muted-foreground">/{entry.brandUsername}</span>
          )}
        </dd>
        <dt className="text-xs text-muted-foreground">{TEXTS.auditWho}</dt>
        <dd className="min-w-0 break-all">{entry.actorEmail}</dd>
        <dt className="text-xs text-muted-foreground">{TEXTS.auditWhy}</dt>
        <dd className="min-w-0 break-words">{entry.reason ?? TEXTS.auditNoReason}</dd>
      </dl>
    </li>
  );
}
