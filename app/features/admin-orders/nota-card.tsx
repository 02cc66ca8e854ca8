import { Icon } from "#app/components/icons/icon";
import { Button } from "#app/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "#app/components/ui/card";
import { adminNotaPath } from "#domain/nota-link";

/** The order's nota links and its 'Kirim Nota' chat, as the loader made them. */
export type NotaSharing = { whatsappUrl: string };

/**
 * The order's nota: shown, saved as PDF or PNG, printed on a 58 mm printer, or sent to the
 * customer on WhatsApp with a link she opens without typing her digits.
 */
export function NotaCard({ orderNumber, nota }: { orderNumber: string; nota: NotaSharing }) {
  const pdf = adminNotaPath(orderNumber, "pdf");
  const png = adminNotaPath(orderNumber, "png");
  return (
    <Card role="region" aria-labelledby="nota-title">
      <CardHeader>
        <CardTitle id="nota-title" className="flex items-center gap-2 text-lg">
          <Icon name="receipt-text" className="size-5" aria-hidden />
          Nota
        </CardTitle>
        <CardDescription>
          Kirim nota ke pelanggan lewat WhatsApp, simpan sebagai PDF atau gambar, atau cetak di
          printer thermal 58 mm.
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-wrap gap-2">
        <Button asChild>
          <a href={nota.whatsappUrl} target="_blank" rel="noopener noreferrer">
            <Icon name="message-circle" aria-hidden />
            Kirim Nota
          </a>
        </Button>
        <Button asChild variant="outline">
          <a href={png} target="_blank" rel="noopener">
            <Icon name="eye" aria-hidden />
            Lihat Nota
          </a>
        </Button>
        <Button asChild variant="outline">
          <a href={`${pdf}?download=1`} download>
            <Icon name="download" aria-hidden />
            Unduh Nota (PDF)
          </a>
        </Button>
        <Button asChild variant="outline">
          <a href={`${png}?download=1`} download>
            <Icon name="download" aria-hidden />
            Simpan Nota (PNG)
          </a>
        </Button>
        <Button asChild variant="outline">
          <a href={adminNotaPath(orderNumber, "print")}>
            <Icon name="printer" aria-hidden />
            Cetak 58 mm
          </a>
        </Button>
      </CardContent>
    </Card>
  );
}
