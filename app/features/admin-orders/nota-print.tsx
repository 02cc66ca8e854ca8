import { Link } from "react-router";
import { Icon } from "#app/components/icons/icon";
import { PrintButton } from "#app/components/print-button";
import { Button } from "#app/components/ui/button";
import { mediaVariantUrl } from "#domain/media";
import type { NotaLayout, NotaRow } from "#domain/nota";

// The nota for a 58 mm thermal printer: one narrow column of monospaced text, the paper as
// long as the nota (`size: 58mm auto`), nothing but the nota on it. On screen it shows as
// the strip the printer will give, with the buttons above it.
const PRINT_CSS = `
@page { size: 58mm auto; margin: 0; }
@media print {
  html, body { background: #fff !important; }
  .nota-print-actions { display: none !important; }
  .nota-print-paper { box-shadow: none !important; margin: 0 !important; border: 0 !important; }
}
`;

function Row({ row, isStrong = false }: { row: NotaRow; isStrong?: boolean }) {
  return (
    <div className={`flex justify-between gap-2 ${isStrong ? "text-[12px] font-bold" : ""}`}>
      <span>{row.label}</span>
      <span className="text-right break-words">{row.value}</span>
    </div>
  );
}

const Rule = () => <hr className="my-1.5 border-0 border-t border-dashed border-black" />;

export function NotaPrint({
  layout,
  logoUrl,
  qrSvg,
  orderNumber,
}: {
  layout: NotaLayout;
  logoUrl: string | null;
  qrSvg: string;
  orderNumber: string;
}) {
  return (
    <div className="min-h-dvh bg-muted/40 py-4 print:bg-white print:py-0">
      <style>{PRINT_CSS}</style>
      <div className="nota-print-actions mx-auto mb-4 flex w-fit flex-wrap justify-center gap-2 px-4">
        <Button asChild variant="outline">
          <Link to={`/admin/orders/${encodeURIComponent(orderNumber)}`}>
            <Icon name="arrow-left" aria-hidden />
            Kembali
          </Link>
        </Button>
        <PrintButton>Cetak</PrintButton>
      </div>
      <article
        aria-label={layout.title}
        className="nota-print-paper mx-auto w-[58mm] bg-white px-[2mm] py-[3mm] font-mono text-[10.5px] leading-snug text-black shadow-md"
      >
        <header className="text-center">
          {logoUrl && (
            <img
              src={mediaVariantUrl(logoUrl, 320)}
              alt=""
              className="mx-auto mb-1 size-12 object-contain grayscale"
            />
          )}
          <p className="text-[13px] font-bold break-words">{layout.shopName}</p>
          {layout.shopLines.map((line) => (
            <p key={line} className="break-words">
              {line}
            </p>
          ))}
        </header>
        <Rule />
        <p className="text-center font-bold">{layout.title}</p>
        {layout.details.map((row) => (
          <Row key={row.label} row={row} />
        ))}
        <Rule />
        <ul>
          {layout.lines.map((line, index) => (
            <li key={index} className="py-0.5">
              <p className="font-bold break-words">{line.name}</p>
              <div className="flex justify-between gap-2">
                <span>{line.quantityText}</span>
                <span>{line.amount}</span>
              </div>
              {line.options && <p className="break-words">{line.options}</p>}
              {line.note && <p className="break-words">Catatan: {line.note}</p>}
            </li>
          ))}
        </ul>
        <Rule />
        {layout.sums.map((row) => (
          <Row key={row.label} row={row} />
        ))}
        <Row row={layout.total} isStrong />
        <p className="mt-1 break-words">{layout.amountInWords}</p>
        <Rule />
        {layout.payment.map((row) => (
          <Row key={row.label} row={row} />
        ))}
        <p className="my-2 border-2 border-black py-1 text-center text-[13px] font-bold tracking-wide">
          {layout.stamp.text}
        </p>
        <div
          className="mx-auto w-[30mm] [&_svg]:h-auto [&_svg]:w-full"
          role="img"
          aria-label={layout.qrHint}
          dangerouslySetInnerHTML={{ __html: qrSvg }}
        />
        <p className="text-center">{layout.qrHint}</p>
        <Rule />
        <p className="text-center font-bold">{layout.thanks}</p>
      </article>
    </div>
  );
}
