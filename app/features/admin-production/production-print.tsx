import { Link } from "react-router";
import { Icon } from "#app/components/icons/icon";
import { PrintButton } from "#app/components/print-button";
import { Button } from "#app/components/ui/button";
import {
  choicesText,
  PAPER_LABELS,
  PAPERS,
  PRODUCTION_TEXTS,
  productionDaysLabel,
  productionHref,
  type Paper,
  type ProductionList,
  lineOrders,
} from "#domain/production";
import { formatCount } from "#app/lib/format";
import { cn } from "#app/lib/utils";

// The production list on paper: on A4 a clean table, on a 58 mm thermal printer one narrow
// column of monospaced text as long as the list (the nota's approach, nota-print.tsx). On
// screen the paper shows as it will print, with the buttons above it.
const PRINT_CSS: Record<Paper, string> = {
  a4: "@page { size: A4; margin: 12mm; }",
  "58mm": "@page { size: 58mm auto; margin: 0; }",
};
const SCREEN_ONLY_CSS = `
@media print {
  html, body { background: #fff !important; }
  .production-print-actions { display: none !important; }
  .production-print-paper { box-shadow: none !important; margin: 0 !important; }
}
.production-print-paper tbody { break-inside: avoid; }
`;

export function ProductionPrint({ list, paper }: { list: ProductionList; paper: Paper }) {
  return (
    <div className="min-h-dvh bg-muted/40 py-4 print:bg-white print:py-0">
      <style>{PRINT_CSS[paper] + SCREEN_ONLY_CSS}</style>
      <div className="production-print-actions mx-auto mb-4 flex w-fit flex-wrap justify-center gap-2 px-4">
        <Button asChild variant="outline">
          <Link to={productionHref(list)}>
            <Icon name="arrow-left" aria-hidden />
            {PRODUCTION_TEXTS.back}
          </Link>
        </Button>
        <nav aria-label="Ukuran kertas" className="flex gap-1 rounded-lg border bg-background p-1">
          {PAPERS.map((option) => (
            <Link
              key={option}
              to={productionHref(list, "print", option)}
              aria-current={option === paper ? "true" : undefined}
              className={cn(
                "rounded-md px-3 py-1 text-sm font-medium text-muted-foreground",
                option === paper && "bg-primary text-primary-foreground",
              )}
            >
              {PAPER_LABELS[option]}
            </Link>
          ))}
        </nav>
        <PrintButton>{PRODUCTION_TEXTS.print}</PrintButton>
      </div>
      {paper === "a4" ? <A4Sheet list={list} /> : <Strip list={list} />}
    </div>
  );
}

function Heading({ list }: { list: ProductionList }) {
  return (
    <>
      <h1 className="font-bold">{PRODUCTION_TEXTS.title}</h1>
      <p>{productionDaysLabel(list)}</p>
      <p>
        {formatCount(list.unitCount)} item dari {formatCount(list.orderCount)} pesanan
      </p>
    </>
  );
}

function Empty() {
  return <p className="py-4 text-center">{PRODUCTION_TEXTS.empty}</p>;
}

function A4Sheet({ list }: { list: ProductionList }) {
  return (
    <article
      aria-label={PRODUCTION_TEXTS.title}
      className="production-print-paper mx-auto w-full max-w-[210mm] bg-white p-[12mm] text-[15px] text-black shadow-md print:p-0"
    >
      <header className="mb-4 [&_h1]:text-[21px]">
        <Heading list={list} />
      </header>
      {list.products.length === 0 ? (
        <Empty />
      ) : (
        <table className="w-full text-left [&_td]:border [&_td]:border-black [&_td]:px-2 [&_td]:py-1 [&_td]:align-top [&_th]:border [&_th]:border-black [&_th]:px-2 [&_th]:py-1">
          <thead className="bg-neutral-100">
            <tr>
              <th scope="col">Produk</th>
              <th scope="col">Pilihan</th>
              <th scope="col" className="text-right">
                Jumlah
              </th>
              <th scope="col">{PRODUCTION_TEXTS.orders}</th>
            </tr>
          </thead>
          {list.products.map((product) => (
            <tbody key={product.name}>
              {product.lines.map((line, index) => (
                <tr key={choicesText(line.choices)}>
                  {index === 0 && (
                    <th scope="rowgroup" rowSpan={product.lines.length} className="align-top">
                      {product.name}
                      <span className="block text-[12px] font-normal">
                        {PRODUCTION_TEXTS.total} {formatCount(product.quantity)}
                      </span>
                    </th>
                  )}
                  <td>{choicesText(line.choices)}</td>
                  <td className="text-right text-[17px] font-bold tabular-nums">
                    {formatCount(line.quantity)}
                  </td>
                  <td className="text-[12px]">
                    {lineOrders(line)
                      .map((order) => `${order.orderNumber} ×${order.quantity}`)
                      .join(", ")}
                  </td>
                </tr>
              ))}
            </tbody>
          ))}
        </table>
      )}
    </article>
  );
}

const Rule = () => <hr className="my-1.5 border-0 border-t border-dashed border-black" />;

function Strip({ list }: { list: ProductionList }) {
  return (
    <article
      aria-label={PRODUCTION_TEXTS.title}
      className="production-print-paper mx-auto w-[58mm] bg-white px-[2mm] py-[3mm] font-mono text-[10.5px] leading-snug text-black shadow-md"
    >
      <header className="text-center [&_h1]:text-[13px]">
        <Heading list={list} />
      </header>
      <Rule />
      {list.products.length === 0 && <Empty />}
      {list.products.map((product) => (
        <section key={product.name} aria-label={product.name}>
          <div className="flex justify-between gap-2 font-bold">
            <h2 className="break-words">{product.name}</h2>
            <span className="tabular-nums">{formatCount(product.quantity)}</span>
          </div>
          <ul>
            {product.lines.map((line) => (
              <li key={choicesText(line.choices)} className="flex justify-between gap-2 pl-2">
                <span className="break-words">{choicesText(line.choices)}</span>
                <span className="font-bold tabular-nums">{formatCount(line.quantity)}</span>
              </li>
            ))}
          </ul>
          <Rule />
        </section>
      ))}
    </article>
  );
}
