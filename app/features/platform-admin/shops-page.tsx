import { Form, Link, useNavigation } from "react-router";
import { Icon } from "#app/components/icons/icon";
import { AdminPageHeader } from "#app/components/admin/page-header";
import { Pagination } from "#app/components/admin/pagination";
import { Button } from "#app/components/ui/button";
import { Input } from "#app/components/ui/input";
import { Label } from "#app/components/ui/label";
import { NativeSelect } from "#app/components/ui/native-select";
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from "#app/components/ui/table";
import { formatCount } from "#app/lib/format";
import { cn } from "#app/lib/utils";
import { SEARCH_MAX_LENGTH } from "#domain/order-summary";
import {
  formatPlatformDay,
  isShopsQueryFiltered,
  platformShopsHref,
  PLATFORM_SHOP_TEXTS as TEXTS,
  SHOP_SORT_LABELS,
  SHOP_SORTS,
  SHOP_STATUS_LABELS,
  SHOP_STATUSES,
  shopCountText,
  type PlatformShopsPage as ShopsList,
  type TPlatformShopsQuery,
} from "#domain/platform-shops";

import { ShopStatusBadge } from "./shop-status-badge";

type Shop = ShopsList["shops"][number];

/**
 * 'Toko' (decision 078): every shop of the platform, found by name, username or owner's
 * e-mail, filtered and sorted through the address; a table on a wide screen, cards on a
 * phone.
 */
export function PlatformShopsPage({
  query,
  list,
}: {
  query: TPlatformShopsQuery;
  list: ShopsList;
}) {
  const navigation = useNavigation();
  const isLoading =
    navigation.state === "loading" && navigation.location.pathname === "/admin/platform/shops";
  const isFiltered = isShopsQueryFiltered(query);
  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-5">
      <AdminPageHeader title={TEXTS.shopsTitle} description={TEXTS.shopsDescription} />
      <ShopsFilter query={query} />
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm text-muted-foreground" aria-live="polite">
          {shopCountText(formatCount(list.totalCount), isFiltered)}
        </p>
        {isLoading && (
          <p className="flex items-center gap-1.5 text-sm text-muted-foreground" role="status">
            <Icon name="loader-circle" className="size-4 animate-spin" aria-hidden />
            {TEXTS.loading}
          </p>
        )}
      </div>
      <div aria-busy={isLoading} className={cn("transition-opacity", isLoading && "opacity-60")}>
        {list.shops.length === 0 ? (
          <div className="flex flex-col items-center gap-2 rounded-xl border border-dashed p-8 text-center">
            <Icon
              name={isFiltered ? "search-x" : "store"}
              className="size-8 text-muted-foreground"
              aria-hidden
            />
            <p className="font-medium">{isFiltered ? TEXTS.noMatchTitle : TEXTS.emptyTitle}</p>
            <p className="text-sm text-muted-foreground">
              {isFiltered ? TEXTS.emptyFiltered : TEXTS.empty}
            </p>
          </div>
        ) : (
          <>
            <ShopsTable shops={list.shops} />
            <ShopCards shops={list.shops} />
          </>
        )}
      </div>
      <Pagination
        page={list.page}
        totalPages={list.totalPages}
        href={(page) => platformShopsHref({ ...query, page })}
      />
    </div>
  );
}

/** A plain GET form: everything lands in the address. */
function ShopsFilter({ query }: { query: TPlatformShopsQuery }) {
  return (
    <Form
      method="get"
      action="/admin/platform/shops"
      key={platformShopsHref(query)}
      aria-label={TEXTS.filterLabel}
      className="grid grid-cols-2 gap-x-2 gap-y-3 rounded-xl border bg-card p-3 sm:gap-3 sm:p-4 md:grid-cols-4"
    >
      <div className="col-span-2 flex flex-col gap-1.5">
        <Label htmlFor="shops-q">{TEXTS.searchLabel}</Label>
        <Input
          id="shops-q"
          type="search"
          name="q"
          defaultValue={query.q}
          maxLength={SEARCH_MAX_LENGTH}
          placeholder={TEXTS.searchPlaceholder}
          enterKeyHint="search"
        />
      </div>
      <div className="flex min-w-0 flex-col gap-1.5">
        <Label htmlFor="shops-status">{TEXTS.statusLabel}</Label>
        <NativeSelect id="shops-status" name="status" defaultValue={query.status ?? ""}>
          <option value="">{TEXTS.anyStatus}</option>
          {SHOP_STATUSES.map((status) => (
            <option key={status} value={status}>
              {SHOP_STATUS_LABELS[status]}
            </option>
          ))}
        </NativeSelect>
      </div>
      <div className="flex min-w-0 flex-col gap-1.5">
        <Label htmlFor="shops-sort">{TEXTS.sortLabel}</Label>
        <NativeSelect id="shops-sort" name="urut" defaultValue={query.sort}>
          {SHOP_SORTS.map((sort) => (
            <option key={sort} value={sort}>
              {SHOP_SORT_LABELS[sort]}
            </option>
          ))}
        </NativeSelect>
      </div>
      <label className="col-span-2 flex items-center gap-2 self-center text-sm md:col-span-2">
        <input
          type="checkbox"
          name="laporan"
          value="1"
          defaultChecked={query.hasReports}
          className="size-4 accent-primary"
        />
        {TEXTS.hasReports}
      </label>
      <div className="col-span-2 flex flex-wrap justify-end gap-2">
        {isShopsQueryFiltered(query) && (
          <Button asChild variant="ghost">
            <Link to="/admin/platform/shops">{TEXTS.reset}</Link>
          </Button>
        )}
        <Button type="submit">
          <Icon name="search" aria-hidden />
          {TEXTS.apply}
        </Button>
      </div>
    </Form>
  );
}

const shopHref = (shop: Shop) => `/admin/platform/shops/${shop.id}`;

function ReportsCount({ shop }: { shop: Shop }) {
  if (shop.reports === 0) return <span className="text-muted-foreground">0</span>;
  return (
    <span className="font-semibold whitespace-nowrap text-destructive">
      {formatCount(shop.reports)}
      {shop.newReports > 0 && (
        <span className="ml-1 text-xs font-normal">
          ({formatCount(shop.newReports)} {TEXTS.newReports})
        </span>
      )}
    </span>
  );
}

function ShopsTable({ shops }: { shops: Shop[] }) {
  return (
    <div className="hidden overflow-x-auto rounded-xl border bg-card md:block">
      <Table>
        <caption className="sr-only">{TEXTS.listLabel}</caption>
        <TableHeader>
          <TableRow>
            <TableHead>{TEXTS.shopColumn}</TableHead>
            <TableHead>{TEXTS.ownerEmail}</TableHead>
            <TableHead>{TEXTS.created}</TableHead>
            <TableHead>{TEXTS.statusLabel}</TableHead>
            <TableHead className="text-right">{TEXTS.products}</TableHead>
            <TableHead className="text-right">{TEXTS.orders30}</TableHead>
            <TableHead>{TEXTS.lastActivity}</TableHead>
            <TableHead className="text-right">{TEXTS.reports}</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {shops.map((shop) => (
            <TableRow key={shop.id}>
              <TableCell className="max-w-56">
                <Link to={shopHref(shop)} className="font-medium break-words hover:underline">
                  {shop.name}
                </Link>
                <p className="text-xs break-all text-muted-foreground">/{shop.username}</p>
              </TableCell>
              <TableCell className="max-w-56 break-all">{shop.ownerEmail}</TableCell>
              <TableCell className="whitespace-nowrap">
                {formatPlatformDay(shop.createdAt)}
              </TableCell>
              <TableCell>
                <ShopStatusBadge status={shop.status} />
              </TableCell>
              <TableCell className="text-right tabular-nums">
                {formatCount(shop.products)}
              </TableCell>
              <TableCell className="text-right tabular-nums">
                {formatCount(shop.orders30)}
              </TableCell>
              <TableCell className="whitespace-nowrap">
                {formatPlatformDay(shop.lastActivityAt) || TEXTS.neverActive}
              </TableCell>
              <TableCell className="text-right tabular-nums">
                <ReportsCount shop={shop} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </div>
  );
}

function ShopCards({ shops }: { shops: Shop[] }) {
  return (
    <ul className="flex flex-col gap-3 md:hidden" aria-label={TEXTS.listLabel}>
      {shops.map((shop) => (
        <li key={shop.id} className="rounded-xl border bg-card p-4">
          <div className="flex items-start justify-between gap-2">
            <div className="min-w-0">
              <Link to={shopHref(shop)} className="font-semibold break-words hover:underline">
                {shop.name}
              </Link>
              <p className="text-xs break-all text-muted-foreground">/{shop.username}</p>
            </div>
            <ShopStatusBadge status={shop.status} />
          </div>
          <p className="mt-1 text-sm break-all text-muted-foreground">{shop.ownerEmail}</p>
          <dl className="mt-3 grid grid-cols-2 gap-x-3 gap-y-2 text-sm">
            <CardFigure label={TEXTS.products} value={formatCount(shop.products)} />
            <CardFigure label={TEXTS.orders30} value={formatCount(shop.orders30)} />
            <CardFigure label={TEXTS.reports} value={<ReportsCount shop={shop} />} />
            <CardFigure label={TEXTS.created} value={formatPlatformDay(shop.createdAt)} />
            <CardFigure
              label={TEXTS.lastActivity}
              value={formatPlatformDay(shop.lastActivityAt) || TEXTS.neverActive}
            />
          </dl>
        </li>
      ))}
    </ul>
  );
}

function CardFigure({ label, value }: { label: string; value: React.ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd className="font-medium tabular-nums">{value}</dd>
    </div>
  );
}
