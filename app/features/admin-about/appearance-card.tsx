import { Icon } from "#app/components/icons/icon";
import { useState } from "react";
import { useFetcher } from "react-router";
import type { ShopAppearance } from "#domain/brand-profile";
import { UPLOAD_FAILED_MESSAGE, mediaVariantUrl } from "#domain/media";
import { SHOP_COLOUR_PRESETS, shopColour } from "#domain/shop-colours";
import { SubmitButton } from "#app/components/submit-button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "#app/components/ui/card";
import { Input } from "#app/components/ui/input";
import { uploadImage } from "#app/lib/upload";
import { useLatestTask } from "#app/lib/use-latest-task";
import type { action } from "#app/routes/admin/about";

/** Gerai's own teal: the shop's colour until the seller picks one. */
const GERAI_COLOUR = "#0f766e";

/**
 * 'Tampilan Toko' (decision 076): the shop's main colour, one of a few presets or any other,
 * shown as the shop will show it (taken darker when white text on it would be hard to read),
 * and the cover picture of the shop's home.
 */
export function AppearanceCard({ appearance }: { appearance: ShopAppearance }) {
  const fetcher = useFetcher<typeof action>();
  const [colour, setColour] = useState(appearance.themeColour ?? "");
  const [coverUrl, setCoverUrl] = useState(appearance.coverImageUrl);
  const [coverError, setCoverError] = useState<string>();
  const { isRunning: isUploading, run } = useLatestTask();
  const isSaving = fetcher.state !== "idle";
  const fieldError = (name: string) => {
    const errors = fetcher.data?.result?.error?.[name];
    return Array.isArray(errors) ? errors[0] : undefined;
  };
  const isWellFormed = /^#[0-9a-f]{6}$/.test(colour);
  const shown = isWellFormed ? shopColour(colour) : GERAI_COLOUR;

  const uploadCover = async (file: File | undefined) => {
    if (!file) return;
    setCoverError(undefined);
    await run(() => uploadImage(file, "brand-logos"), {
      onDone: setCoverUrl,
      onError: (error) =>
        setCoverError(error instanceof Error ? error.message : UPLOAD_FAILED_MESSAGE),
    });
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2 text-lg">
          <Icon name="sparkles" className="size-5" aria-hidden />
          Tampilan Toko
        </CardTitle>
        <CardDescription>Warna utama dan gambar sampul halaman toko Anda.</CardDescription>
      </CardHeader>
      <CardContent>
        <fetcher.Form method="post" className="flex flex-col gap-4">
          <input type="hidden" name="intent" value="update-appearance" />
          <input type="hidden" name="coverImageUrl" value={coverUrl ?? ""} />
          <fieldset className="flex flex-col gap-2">
            <legend className="mb-2 text-sm font-medium">Warna Utama</legend>
            <div className="flex flex-wrap gap-2">
              <button
                type="button"
                onClick={() => setColour("")}
                aria-pressed={colour === ""}
                className="h-9 rounded-full border px-3 text-xs font-medium aria-pressed:ring-2 aria-pressed:ring-foreground"
              >
                Warna Gerai
              </button>
              {SHOP_COLOUR_PRESETS.map((preset) => (
                <button
                  key={preset}
                  type="button"
                  onClick={() => setColour(preset.toLowerCase())}
                  aria-pressed={colour === preset.toLowerCase()}
                  aria-label={`Warna ${preset}`}
                  style={{ backgroundColor: preset }}
                  className="size-9 rounded-full border aria-pressed:ring-2 aria-pressed:ring-foreground aria-pressed:ring-offset-2"
                />
              ))}
            </div>
            <div className="flex items-center gap-2">
              <input
                type="color"
                aria-label="Pilih warna lain"
                value={isWellFormed ? colour : GERAI_COLOUR}
                onChange={(event) => setColour(event.currentTarget.value.toLowerCase())}
                className="h-9 w-12 cursor-pointer rounded-md border bg-card p-1"
              />
              <Input
                name="themeColour"
                aria-label="Kode warna"
                placeholder="#0F766E"
                value={colour}
                onChange={(event) => setColour(event.currentTarget.value.trim().toLowerCase())}
                aria-invalid={fieldError("themeColour") ? true : undefined}
                className="w-32 font-mono"
              />
            </div>
            {fieldError("themeColour") && (
              <p role="alert" className="text-sm text-destructive">
                {fieldError("themeColour")}
              </p>
            )}
            <div className="flex flex-wrap items-center gap-3 rounded-lg border p-3 text-sm">
              <span className="text-muted-foreground">Tampil di toko:</span>
              <span
                data-colour-preview={shown}
                style={{ backgroundColor: shown }}
                className="rounded-md px-3 py-1.5 font-semibold text-white"
              >
                Tambah ke Keranjang
              </span>
              <span style={{ color: shown }} className="font-bold">
                Rp 25.000
              </span>
            </div>
            {isWellFormed && shown !== colour && (
              <p className="text-xs text-muted-foreground">
                Warna dibuat sedikit lebih gelap agar tulisan tetap mudah dibaca.
              </p>
            )}
          </fieldset>

          <div className="flex flex-col gap-2">
            <span className="text-sm font-medium">Gambar Sampul (opsional)</span>
            {coverUrl ? (
              <div className="relative">
                <img
                  src={mediaVariantUrl(coverUrl, 640)}
                  alt="Gambar sampul"
                  width={640}
                  height={240}
                  className="aspect-[8/3] w-full rounded-lg border object-cover"
                />
                <button
                  type="button"
                  aria-label="Hapus gambar sampul"
                  className="absolute top-2 right-2 flex size-8 items-center justify-center rounded-full border bg-background text-destructive shadow-sm"
                  onClick={() => setCoverUrl(null)}
                >
                  <Icon name="x" className="size-4" aria-hidden />
                </button>
              </div>
            ) : null}
            <label className="inline-flex w-fit cursor-pointer items-center gap-2 rounded-md border px-3 py-2 text-sm hover:bg-muted">
              <Icon
                name={isUploading ? "loader-circle" : "image-plus"}
                className={isUploading ? "size-4 animate-spin" : "size-4"}
                aria-hidden
              />
              {isUploading ? "Mengupload..." : coverUrl ? "Ganti Sampul" : "Pilih Sampul"}
              <input
                type="file"
                accept="image/*"
                className="sr-only"
                aria-label="Unggah gambar sampul"
                onChange={(event) => {
                  void uploadCover(event.target.files?.[0]);
                  event.target.value = "";
                }}
              />
            </label>
            {(coverError ?? fieldError("coverImageUrl")) && (
              <p role="alert" className="text-sm text-destructive">
                {coverError ?? fieldError("coverImageUrl")}
              </p>
            )}
          </div>

          <div className="flex justify-end">
            <SubmitButton disabled={isSaving || isUploading}>
              {isSaving ? "Menyimpan..." : "Simpan Tampilan"}
            </SubmitButton>
          </div>
        </fetcher.Form>
      </CardContent>
    </Card>
  );
}
