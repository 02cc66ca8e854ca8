import { Link } from "react-router";
import { AdminPageHeader } from "#app/components/admin/page-header";
import { Icon } from "#app/components/icons/icon";
import { Button } from "#app/components/ui/button";
import { formatScheduleDay } from "#domain/order-schedule";
import {
  PAPER_LABELS,
  PAPERS,
  PRODUCTION_TEXTS,
  productionDaysLabel,
  productionHref,
  productionParams,
  type ProductionList,
} from "#domain/production";
import { formatCount } from "#app/lib/format";
import { ProductionDayPicker } from "./production-day-picker";
import { ProductionLines } from "./production-lines";

/** /admin/production: the day picker, the list's totals, its print and file links, the list. */
export function ProductionPage({ list }: { list: ProductionList }) {
  const isEmpty = list.products.length === 0;
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-5">
      <AdminPageHeader title={PRODUCTION_TEXTS.title} description={PRODUCTION_TEXTS.intro} />
      <ProductionDayPicker days={list} />

      <div className="flex flex-col gap-1">
        <h2 className="text-lg font-semibold">{productionDaysLabel(list)}</h2>
        {list.isShortened && (
          <p role="status" className="text-sm text-amber-700">
            {PRODUCTION_TEXTS.shortened} {formatScheduleDay(list.to)}.
          </p>
        )}
        <p className="text-sm text-muted-foreground" aria-live="polite">
          {formatCount(list.unitCount)} item dari {formatCount(list.orderCount)} pesanan
        </p>
      </div>

      {isEmpty ? (
        <div className="rounded-xl border border-dashed p-8 text-center text-sm text-muted-foreground">
          <p className="font-medium text-foreground">{PRODUCTION_TEXTS.empty}</p>
          <p className="mt-1">{PRODUCTION_TEXTS.emptyHint}</p>
        </div>
      ) : (
        <>
          <ProductionActions list={list} />
          <ProductionLines list={list} />
        </>
      )}
    </div>
  );
}

/** 'Cetak' on A4 or a 58 mm strip (print pages of their own), and the list as a file. */
function ProductionActions({ list }: { list: ProductionList }) {
  return (
    <div className="flex flex-wrap items-center gap-2">
      {PAPERS.map((paper) => (
        <Button key={paper} asChild variant="outline" size="sm">
          <Link to={productionHref(list, "print", paper)}>
            <Icon name="printer" aria-hidden />
            {PRODUCTION_TEXTS.print} {PAPER_LABELS[paper]}
          </Link>
        </Button>
      ))}
      <form method="get" action="/admin/production-export" className="flex gap-2">
        {[...productionParams(list)].map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <Button type="submit" name="format" value="csv" variant="outline" size="sm">
          <Icon name="download" aria-hidden />
          {PRODUCTION_TEXTS.csv}
        </Button>
        <Button type="submit" name="format" value="xlsx" variant="outline" size="sm">
          <Icon name="download" aria-hidden />
          {PRODUCTION_TEXTS.xlsx}
        </Button>
      </form>
    </div>
  );
}
