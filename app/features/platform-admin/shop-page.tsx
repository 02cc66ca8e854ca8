import { Link } from "react-router";
import { Icon } from "#app/components/icons/icon";
import { Badge } from "#app/components/ui/badge";
import { Button } from "#app/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "#app/components/ui/card";
import { formatCount } from "#app/lib/format";
import { platformActionLabel } from "#domain/platform-oversight";
import {
  formatPlatformDay,
  PLATFORM_SHOP_TEXTS as TEXTS,
  type PlatformShopDetail,
} from "#domain/platform-shops";
import { formatRupiah } from "#domain/rupiah";
import { SHOP_REPORT_FILTER_ALL, SHOP_REPORT_FILTER_PARAM } from "#domain/shop-reports";
import { formatDateTimeId } from "#domain/shop-time";
import { ShopStatusBadge } from "./shop-status-badge";
import { ShopStatusDialog } from "./shop-status-dialog";

/**
 * One shop as the platform admin reviews it (decision 078): its figures, its reports, the
 * platform's actions on it, and suspending or reinstating it.
 */
export function PlatformShopPage({ shop }: { shop: PlatformShopDetail }) {
  const figures: { label: string; value: string }[] = [
    { label: TEXTS.products, value: formatCount(shop.products) },
    { label: TEXTS.orders30, value: formatCount(shop.orders30) },
    { label: TEXTS.ordersTotal, value: formatCount(shop.ordersTotal) },
    { label: TEXTS.revenue30, value: formatRupiah(shop.revenue30) },
    { label: TEXTS.members, value: formatCount(shop.members) },
    { label: TEXTS.reports, value: formatCount(shop.reports) },
  ];
  return (
    <div className="mx-auto flex w-full max-w-4xl flex-col gap-5">
      <Link
        to="/admin/platform/shops"
        className="flex w-fit items-center gap-1 text-sm text-muted-foreground hover:text-foreground"
      >
        <Icon name="arrow-left" className="size-4" aria-hidden />
        {TEXTS.back}
      </Link>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <div className="flex flex-wrap items-center gap-2">
            <h1 className="text-2xl font-bold break-words">{shop.name}</h1>
            <ShopStatusBadge status={shop.status} />
          </div>
          <a
            href={`/${shop.username}`}
            target="_blank"
            rel="noreferrer"
            className="flex w-fit items-center gap-1 text-sm break-all text-primary hover:underline"
          >
            /{shop.username}
            <Icon name="external-link" className="size-3.5" aria-hidden />
            <span className="sr-only">{TEXTS.openPublic}</span>
          </a>
        </div>
        {!shop.closedAt && (
          <ShopStatusDialog
            key={shop.suspendedAt ? "reinstate" : "suspend"}
            kind={shop.suspendedAt ? "reinstate" : "suspend"}
          />
        )}
      </div>

      {shop.suspendedAt && (
        <Card className="border-destructive/50 bg-destructive/5">
          <CardContent className="flex flex-col gap-1 text-sm">
            <p className="font-semibold text-destructive">
              {TEXTS.suspendedSince} {formatDateTimeId(shop.suspendedAt)}
            </p>
            <p>
              <span className="text-muted-foreground">{TEXTS.suspensionReason}: </span>
              <span className="break-words">{shop.suspensionReason}</span>
            </p>
          </CardContent>
        </Card>
      )}

      <section aria-label={TEXTS.figures} className="grid grid-cols-2 gap-3 sm:grid-cols-3">
        {figures.map((figure) => (
          <Card key={figure.label} className="gap-1 px-4 py-3">
            <p className="text-xs text-muted-foreground">{figure.label}</p>
            <p className="text-lg font-bold tabular-nums break-words">{figure.value}</p>
          </Card>
        ))}
      </section>

      <Card>
        <CardContent>
          <dl className="grid gap-x-6 gap-y-3 text-sm sm:grid-cols-2">
            <Detail label={TEXTS.owner} value={shop.ownerName} />
            <Detail label={TEXTS.ownerEmail} value={shop.ownerEmail} />
            <Detail
              label={TEXTS.verification}
              value={shop.isVerified ? TEXTS.verified : TEXTS.notVerified}
            />
            <Detail label={TEXTS.created} value={formatPlatformDay(shop.createdAt)} />
            <Detail
              label={TEXTS.lastActivity}
              value={
                shop.lastActivityAt ? formatDateTimeId(shop.lastActivityAt) : TEXTS.neverActive
              }
            />
          </dl>
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle className="flex items-center gap-2 text-lg">
            {TEXTS.reports}
            {shop.newReports > 0 && (
              <Badge variant="destructive">
                {formatCount(shop.newReports)} {TEXTS.newReports}
              </Badge>
            )}
          </CardTitle>
        </CardHeader>
        <CardContent>
          {shop.latestReports.length === 0 ? (
            <p className="text-sm text-muted-foreground">{TEXTS.noReports}</p>
          ) : (
            <ul className="flex flex-col divide-y" aria-label={TEXTS.reportsListLabel}>
              {shop.latestReports.map((report) => (
                <li key={report.id} className="flex flex-col gap-1 py-3 text-sm">
                  <div className="flex flex-wrap items-center justify-between gap-2">
                    <span className="font-medium break-words">{report.reason}</span>
                    <span className="text-xs text-muted-foreground">
                      {formatDateTimeId(report.createdAt)}
                    </span>
                  </div>
                  <p className="break-words whitespace-pre-line">{report.details}</p>
                  <p className="text-xs break-all text-muted-foreground">
                    {report.contact ? `${TEXTS.reportContact}: ${report.contact}` : TEXTS.noContact}
                    {report.reviewedAt && ` · ${TEXTS.reviewed}`}
                  </p>
                </li>
              ))}
            </ul>
          )}
          {shop.latestReports.length > 0 && (
            <Link
              to={`/admin/platform/reports?${SHOP_REPORT_FILTER_PARAM}=${SHOP_REPORT_FILTER_ALL}`}
              className="mt-2 inline-flex text-sm font-medium text-primary underline-offset-4 hover:underline"
            >
              {TEXTS.allReports}
            </Link>
          )}
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle className="text-lg">{TEXTS.history}</CardTitle>
        </CardHeader>
        <CardContent>
          {shop.history.length === 0 ? (
            <p className="text-sm text-muted-foreground">{TEXTS.noHistory}</p>
          ) : (
            <ul className="flex flex-col divide-y" aria-label={TEXTS.history}>
              {shop.history.map((entry) => (
                <li key={entry.id} className="flex flex-col gap-1 py-3 text-sm">
                  <div className="flex flex-wrap items-center justify-between gap-2">
                    <span className="font-medium">{platformActionLabel(entry.action)}</span>
                    <span className="text-xs text-muted-foreground">
                      {formatDateTimeId(entry.createdAt)}
                    </span>
                  </div>
                  <p className="text-xs break-all text-muted-foreground">{entry.actorEmail}</p>
                  {entry.reason && <p className="break-words">{entry.reason}</p>}
                </li>
              ))}
            </ul>
          )}
        </CardContent>
      </Card>
      <Button asChild variant="outline" className="self-start">
        <Link to="/admin/platform/audit">{TEXTS.auditTitle}</Link>
      </Button>
    </div>
  );
}

function Detail({ label, value }: { label: string; value: string }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd className="font-medium break-words">{value}</dd>
    </div>
  );
}
