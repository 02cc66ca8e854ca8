import { Icon } from "#app/components/icons/icon";
import { Link } from "react-router";
import { SHOP_QR_TEXTS } from "#domain/shop-qr";
import { AdminPageHeader } from "#app/components/admin/page-header";
import { Button } from "#app/components/ui/button";
import { Card, CardContent } from "#app/components/ui/card";
import { QrImage } from "./qr-image";

type ShopQrPageProps = {
  qr: { name: string; shopUrl: string; shortUrl: string; svg: string };
};

/** /admin/qr: the shop's QR code, its two downloads and the printable poster. */
export function ShopQrPage({ qr }: ShopQrPageProps) {
  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-6">
      <AdminPageHeader
        title={SHOP_QR_TEXTS.pageTitle}
        description={SHOP_QR_TEXTS.pageDescription}
      />
      <Card className="mx-auto w-full max-w-md">
        <CardContent className="flex flex-col items-center gap-4 pt-6">
          <QrImage
            svg={qr.svg}
            label={SHOP_QR_TEXTS.qrLabel(qr.shopUrl)}
            className="size-64 rounded-lg border"
          />
          <div className="flex flex-col items-center gap-1 text-center">
            <p className="font-semibold">{qr.name}</p>
            <a
              href={qr.shopUrl}
              target="_blank"
              rel="noreferrer"
              className="inline-flex items-center gap-1 break-all text-sm text-primary underline-offset-4 hover:underline"
            >
              {qr.shortUrl}
              <Icon name="external-link" aria-hidden className="size-3.5 shrink-0" />
            </a>
          </div>
          <div className="grid w-full grid-cols-2 gap-2">
            <Button asChild variant="outline">
              <a href="/admin/qr/svg" download>
                <Icon name="download" aria-hidden />
                {SHOP_QR_TEXTS.downloadSvg}
              </a>
            </Button>
            <Button asChild variant="outline">
              <a href="/admin/qr/png" download>
                <Icon name="download" aria-hidden />
                {SHOP_QR_TEXTS.downloadPng}
              </a>
            </Button>
            <Button asChild className="col-span-2">
              <Link to="/admin/qr/poster">
                <Icon name="printer" aria-hidden />
                {SHOP_QR_TEXTS.printPoster}
              </Link>
            </Button>
          </div>
        </CardContent>
      </Card>
    </div>
  );
}
