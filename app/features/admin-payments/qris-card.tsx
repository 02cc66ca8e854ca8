import { useState } from "react";
import { useFetcher } from "react-router";
import type { OwnPaymentSettings } from "#domain/payment-methods";
import { Icon } from "#app/components/icons/icon";
import { SubmitButton } from "#app/components/submit-button";
import { Button } from "#app/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "#app/components/ui/card";
import { Label } from "#app/components/ui/label";
import { useFormSuccess } from "#app/lib/forms";
import { prepareForUpload } from "#app/lib/upload";
import type { action } from "#app/routes/admin/payments";

type ReadQris = { merchantName: string; city: string; nmid: string; payload: string };

/** Sends the sticker's picture to be read; nothing is saved by it. */
async function readSticker(file: File): Promise<ReadQris | { error: string }> {
  const body = new FormData();
  body.set("file", await prepareForUpload(file));
  const response = await fetch("/api/qris-read", { method: "POST", body }).catch(() => undefined);
  const answer = (await response?.json().catch(() => undefined)) as
    (Partial<ReadQris> & { error?: string }) | undefined;
  if (response?.ok && answer?.payload && answer.merchantName && answer.city && answer.nmid) {
    return answer as ReadQris;
  }
  return { error: answer?.error ?? "Gagal membaca QRIS. Silakan coba lagi." };
}

function MerchantDetails({ qris }: { qris: Omit<ReadQris, "payload"> }) {
  return (
    <dl className="grid gap-2 text-sm sm:grid-cols-3">
      <div>
        <dt className="text-xs text-muted-foreground">Nama Merchant</dt>
        <dd className="font-medium">{qris.merchantName}</dd>
      </div>
      <div>
        <dt className="text-xs text-muted-foreground">Kota</dt>
        <dd>{qris.city}</dd>
      </div>
      <div>
        <dt className="text-xs text-muted-foreground">NMID</dt>
        <dd className="font-mono">{qris.nmid}</dd>
      </div>
    </dl>
  );
}

/**
 * The shop's QRIS, set up from a photo or screenshot of the seller's own sticker in two
 * steps: the server reads and checks it and shows what it found; 'Simpan' after she
 * confirms it is hers.
 */
export function QrisCard({ qris }: { qris: OwnPaymentSettings["qris"] }) {
  const [read, setRead] = useState<ReadQris | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [isReading, setReading] = useState(false);
  const saver = useFetcher<typeof action>();
  const remover = useFetcher<typeof action>();
  useFormSuccess(saver, () => setRead(null));

  const onFile = async (file: File | undefined) => {
    if (!file) return;
    setReading(true);
    setError(null);
    setRead(null);
    const answer = await readSticker(file);
    setReading(false);
    if ("error" in answer) setError(answer.error);
    else setRead(answer);
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2 text-lg">
          <Icon name="qr-code" className="size-5" aria-hidden />
          QRIS
        </CardTitle>
        <CardDescription>
          Unggah foto atau tangkapan layar stiker QRIS toko Anda. Pelanggan akan melihat QRIS dengan
          jumlah pesanan yang sudah terisi.
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {qris && !read && (
          <div className="flex flex-col gap-3 rounded-lg border p-3" data-saved-qris>
            <MerchantDetails qris={qris} />
            <remover.Form method="post" className="flex justify-end">
              <input type="hidden" name="intent" value="delete-qris" />
              <Button type="submit" variant="outline" size="sm" disabled={remover.state !== "idle"}>
                <Icon name="trash-2" aria-hidden />
                Hapus QRIS
              </Button>
            </remover.Form>
          </div>
        )}
        <div className="flex flex-col gap-2">
          <Label htmlFor="qris-picture">{qris ? "Ganti QRIS" : "Foto QRIS"}</Label>
          {/* The browser's own file button speaks the browser's language: this one is ours. */}
          <input
            id="qris-picture"
            type="file"
            accept="image/*"
            disabled={isReading}
            className="peer sr-only"
            onChange={(event) => {
              void onFile(event.currentTarget.files?.[0]);
              event.currentTarget.value = "";
            }}
          />
          <Button
            asChild
            variant="outline"
            className="w-fit cursor-pointer peer-focus-visible:ring-[3px] peer-focus-visible:ring-ring/50"
          >
            <label htmlFor="qris-picture">
              <Icon name="image-up" aria-hidden />
              Pilih Foto QRIS
            </label>
          </Button>
          {isReading && (
            <p role="status" className="text-sm text-muted-foreground">
              Membaca QRIS...
            </p>
          )}
          {error && (
            <p role="alert" className="text-sm text-destructive">
              {error}
            </p>
          )}
        </div>
        {read && (
          <saver.Form method="post" className="flex flex-col gap-3 rounded-lg border p-3">
            <p className="text-sm font-medium">Pastikan ini QRIS toko Anda:</p>
            <MerchantDetails qris={read} />
            <input type="hidden" name="intent" value="save-qris" />
            <input type="hidden" name="payload" value={read.payload} />
            {saver.data?.result.error?.[""]?.[0] && (
              <p role="alert" className="text-sm text-destructive">
                {saver.data.result.error[""][0]}
              </p>
            )}
            <div className="flex justify-end gap-2">
              <Button type="button" variant="outline" onClick={() => setRead(null)}>
                Batal
              </Button>
              <SubmitButton disabled={saver.state !== "idle"}>Simpan</SubmitButton>
            </div>
          </saver.Form>
        )}
      </CardContent>
    </Card>
  );
}
