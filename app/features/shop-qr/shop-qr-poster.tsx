import { Icon } from "#app/components/icons/icon";
import { Fragment } from "react";
import { Link } from "react-router";
import { mediaVariantUrl } from "#domain/media";
import { posterAddressParts, posterAddressSize, SHOP_QR_TEXTS } from "#domain/shop-qr";
import { PrintButton } from "#app/components/print-button";
import { Button } from "#app/components/ui/button";
import { QrImage } from "./qr-image";

// On paper the poster is the whole A5 page: everything around it (the admin menu, the top
// bar, the toolbar, toasts) is left out, whatever the layout draws, by hiding every element
// that neither holds the poster nor sits inside it; the poster's ancestors lose their
// spacing so that it starts at the page's corner and fits on one sheet.
const PRINT_CSS = `
@page { size: A5 portrait; margin: 0; }
@media print {
  body *:not(:has([data-poster])):not([data-poster]):not([data-poster] *) { display: none !important; }
  html, body, body *:has([data-poster]) {
    display: block !important; position: static !important; min-height: 0 !important;
    height: auto !important; margin: 0 !important; padding: 0 !important; border: 0 !important;
    box-shadow: none !important; background: #fff !important; overflow: visible !important;
  }
  [data-poster] {
    width: 148mm !important; max-width: none !important; height: 209mm !important;
    margin: 0 !important; border: 0 !important; border-radius: 0 !important;
    box-shadow: none !important; break-inside: avoid; print-color-adjust: exact;
  }
}
`;

type ShopQrPosterProps = {
  qr: { name: string; logoUrl: string | null; shopUrl: string; shortUrl: string; svg: string };
};

/** /admin/qr/poster: an A5 poster of the shop's QR code, printed with the browser's dialog. */
export function ShopQrPoster({ qr }: ShopQrPosterProps) {
  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col items-center gap-4">
      <style>{PRINT_CSS}</style>
      <div className="flex w-full max-w-[148mm] flex-col gap-3">
        <div className="flex items-center justify-between gap-2">
          <Button asChild variant="outline">
            <Link to="/admin/qr">
              <Icon name="arrow-left" aria-hidden />
              {SHOP_QR_TEXTS.back}
            </Link>
          </Button>
          <PrintButton>{SHOP_QR_TEXTS.print}</PrintButton>
        </div>
        <h1 className="text-xl font-bold">{SHOP_QR_TEXTS.posterTitle}</h1>
        <p className="text-sm text-muted-foreground">{SHOP_QR_TEXTS.posterHint}</p>
      </div>

      <article
        data-poster
        aria-label={SHOP_QR_TEXTS.posterTitle}
        className="@container aspect-[148/210] w-full max-w-[148mm] overflow-hidden rounded-lg border bg-white text-center text-black shadow-sm"
      >
        {/* Sized in the poster's own width (cqw), so that screen and paper look alike. */}
        <div className="flex size-full flex-col items-center justify-center-safe gap-[2.5cqw] px-[8cqw] py-[6cqw]">
          {qr.logoUrl && (
            <img
              src={mediaVariantUrl(qr.logoUrl, 320)}
              alt={`Logo ${qr.name}`}
              width={160}
              height={160}
              className="size-[18cqw] shrink-0 rounded-full border object-cover"
            />
          )}
          <p className="text-[7cqw] leading-tight font-bold [overflow-wrap:anywhere]">{qr.name}</p>
          <QrImage
            svg={qr.svg}
            label={SHOP_QR_TEXTS.qrLabel(qr.shopUrl)}
            className="h-auto w-[60cqw] shrink-0"
          />
          <p className="text-[5cqw] font-semibold">{SHOP_QR_TEXTS.scanToOrder}</p>
          {/* Lines end only after a '/' or '.', so the shop's name stays whole; a name too
              long for a line makes the address smaller instead. */}
          <p
            className="leading-tight font-bold"
            style={{ fontSize: `${posterAddressSize(qr.shortUrl)}cqw` }}
          >
            {posterAddressParts(qr.shortUrl).map((part, index) => (
              <Fragment key={index}>
                {index > 0 && <wbr />}
                <span className="whitespace-nowrap">{part}</span>
              </Fragment>
            ))}
          </p>
        </div>
      </article>
    </div>
  );
}
