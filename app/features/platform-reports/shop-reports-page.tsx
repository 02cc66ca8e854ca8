import { Link, useFetcher } from "react-router";
import { Icon } from "#app/components/icons/icon";
import { AdminPageHeader } from "#app/components/admin/page-header";
import { SubmitButton } from "#app/components/submit-button";
import { Badge } from "#app/components/ui/badge";
import { Card, CardContent, CardHeader } from "#app/components/ui/card";
import { cn } from "#app/lib/utils";
import type { action } from "#app/routes/admin/platform-reports";
import { PLATFORM_MESSAGES } from "#domain/platform-oversight";
import { formatDateTimeId } from "#domain/shop-time";
import {
  SHOP_REPORT_ADMIN_TEXTS as TEXTS,
  SHOP_REPORT_FILTER_ALL,
  SHOP_REPORT_FILTER_PARAM,
  type ShopReportFilter,
} from "#domain/shop-reports";

const PAGE_PATH = "/admin/platform/reports";

type Report = {
  id: string;
  reasonLabel: string;
  details: string;
  contact: string | null;
  createdAt: string;
  isNew: boolean;
};

type Group = {
  brandId: string;
  name: string;
  username: string;
  isSuspended: boolean;
  newCount: number;
  totalCount: number;
  latestAt: string;
  reports: Report[];
  olderCount: number;
};

/** The public's reports about shops, grouped by shop (decision 079). */
export function ShopReportsPage({ filter, groups }: { filter: ShopReportFilter; groups: Group[] }) {
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-4">
      <AdminPageHeader title={TEXTS.title} description={TEXTS.description} />
      <FilterSwitch filter={filter} />
      {groups.length === 0 ? (
        <EmptyState filter={filter} />
      ) : (
        <ul className="flex flex-col gap-4" aria-label={TEXTS.title}>
          {groups.map((group) => (
            <li key={group.brandId}>
              <ShopGroup group={group} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function FilterSwitch({ filter }: { filter: ShopReportFilter }) {
  const options: { value: ShopReportFilter; label: string; to: string }[] = [
    { value: "new", label: TEXTS.filterNew, to: PAGE_PATH },
    {
      value: "all",
      label: TEXTS.filterAll,
      to: `${PAGE_PATH}?${SHOP_REPORT_FILTER_PARAM}=${SHOP_REPORT_FILTER_ALL}`,
    },
  ];
  return (
    <nav aria-label={TEXTS.filterLabel} className="flex w-fit gap-1 rounded-lg bg-muted p-1">
      {options.map((option) => {
        const isCurrent = option.value === filter;
        return (
          <Link
            key={option.value}
            to={option.to}
            aria-current={isCurrent ? "page" : undefined}
            className={cn(
              "inline-flex min-h-9 items-center rounded-md px-4 text-sm font-medium text-muted-foreground",
              isCurrent && "bg-background text-foreground shadow-xs",
            )}
          >
            {option.label}
          </Link>
        );
      })}
    </nav>
  );
}

function EmptyState({ filter }: { filter: ShopReportFilter }) {
  return (
    <Card>
      <CardContent className="flex flex-col items-center gap-2 py-10 text-center">
        <Icon name="shield-check" aria-hidden className="size-10 text-muted-foreground" />
        <p className="font-semibold">{filter === "new" ? TEXTS.emptyNew : TEXTS.emptyAll}</p>
        <p className="text-sm text-muted-foreground">{TEXTS.emptyHint}</p>
      </CardContent>
    </Card>
  );
}

function ShopGroup({ group }: { group: Group }) {
  return (
    <Card aria-label={group.name}>
      <CardHeader className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="flex min-w-0 flex-col gap-1">
          <h2 className="text-lg font-semibold">
            <Link
              to={`/admin/platform/shops/${group.brandId}`}
              className="break-words underline-offset-4 hover:underline"
            >
              {group.name}
            </Link>
          </h2>
          <p className="text-sm text-muted-foreground">/{group.username}</p>
          <div className="flex flex-wrap items-center gap-2 text-sm">
            {group.newCount > 0 && <Badge>{TEXTS.newCount(group.newCount)}</Badge>}
            <Badge variant="outline">{TEXTS.totalCount(group.totalCount)}</Badge>
            {group.isSuspended && (
              <Badge variant="destructive">{PLATFORM_MESSAGES.suspendedLabel}</Badge>
            )}
            <span className="text-muted-foreground">
              {TEXTS.latest}: {formatDateTimeId(group.latestAt)}
            </span>
          </div>
        </div>
        {group.newCount > 0 && <MarkReviewed brandId={group.brandId} seenUntil={group.latestAt} />}
      </CardHeader>
      <CardContent>
        <ul className="flex flex-col divide-y">
          {group.reports.map((report) => (
            <ReportRow key={report.id} report={report} />
          ))}
        </ul>
        {group.olderCount > 0 && (
          <p className="pt-3 text-sm text-muted-foreground">
            {TEXTS.moreReports(group.olderCount)}
          </p>
        )}
      </CardContent>
    </Card>
  );
}

function ReportRow({ report }: { report: Report }) {
  return (
    <li className="flex flex-col gap-1 py-3 first:pt-0 last:pb-0">
      <div className="flex flex-wrap items-center gap-2">
        <span className="font-medium">{report.reasonLabel}</span>
        {report.isNew && <Badge variant="secondary">{TEXTS.newBadge}</Badge>}
        <span className="text-xs text-muted-foreground">{formatDateTimeId(report.createdAt)}</span>
      </div>
      <p className="text-sm break-words whitespace-pre-wrap">{report.details}</p>
      <p className="text-xs text-muted-foreground">
        {TEXTS.contact}: {report.contact ? <Contact value={report.contact} /> : TEXTS.noContact}
      </p>
    </li>
  );
}

/** An e-mail address or a WhatsApp number (stored as 62…), each as a link to write to it. */
function Contact({ value }: { value: string }) {
  const isEmail = value.includes("@");
  return (
    <a
      href={isEmail ? `mailto:${value}` : `https://wa.me/${value}`}
      target={isEmail ? undefined : "_blank"}
      rel={isEmail ? undefined : "noreferrer"}
      className="break-all text-primary underline underline-offset-4"
    >
      {isEmail ? value : `+${value}`}
    </a>
  );
}

function MarkReviewed({ brandId, seenUntil }: { brandId: string; seenUntil: string }) {
  const fetcher = useFetcher<typeof action>();
  const isBusy = fetcher.state !== "idle";
  const error = fetcher.state === "idle" ? fetcher.data?.result.error?.[""]?.[0] : undefined;
  return (
    <fetcher.Form method="post" className="flex flex-col gap-1 sm:items-end">
      <input type="hidden" name="brandId" value={brandId} />
      <input type="hidden" name="seenUntil" value={seenUntil} />
      <SubmitButton variant="outline" size="sm" disabled={isBusy}>
        <Icon name="check" aria-hidden />
        {isBusy ? TEXTS.marking : TEXTS.markReviewed}
      </SubmitButton>
      {error && <p className="text-sm text-destructive">{error}</p>}
    </fetcher.Form>
  );
}
