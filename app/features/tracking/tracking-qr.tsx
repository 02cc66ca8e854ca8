import { TRACKING_QR_TEXTS, trackingQrPath } from "#domain/tracking-qr";
import { Card, CardContent, CardHeader, CardTitle } from "#app/components/ui/card";

/**
 * The order's tracking link as a QR code, to open this page again from another phone. The
 * server draws it (an SVG image), so the storefront's JavaScript does not grow.
 */
export function TrackingQr({ username, orderNumber }: { username: string; orderNumber: string }) {
  return (
    <Card role="region" aria-labelledby="tracking-qr-title">
      <CardHeader>
        <CardTitle id="tracking-qr-title">{TRACKING_QR_TEXTS.title}</CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col items-center gap-2 text-center">
        <img
          src={trackingQrPath(username, orderNumber)}
          alt={TRACKING_QR_TEXTS.label(orderNumber)}
          width={160}
          height={160}
          loading="lazy"
          decoding="async"
          className="size-40 rounded-md border bg-white"
        />
        <p className="text-sm text-muted-foreground">{TRACKING_QR_TEXTS.hint}</p>
      </CardContent>
    </Card>
  );
}
