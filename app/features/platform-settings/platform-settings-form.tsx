import { getFormProps, getInputProps } from "@conform-to/react";
import { Icon } from "#app/components/icons/icon";
import { useId, useState } from "react";
import { useFetcher } from "react-router";
import { mediaVariantUrl } from "#domain/media";
import {
  PLATFORM_SETTINGS_MESSAGES as MESSAGES,
  VISUAL_ASSETS,
  ZPlatformSettingsSchema,
  type PlatformSettings,
} from "#domain/platform-settings";
import { FormField } from "#app/components/form-field";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "#app/components/ui/card";
import { Input } from "#app/components/ui/input";
import { useSchemaForm } from "#app/lib/forms";
import { uploadImage } from "#app/lib/upload";
import type { action } from "#app/routes/admin/platform-settings";
import { SubmitButton } from "#app/components/submit-button";

type AssetField = (typeof VISUAL_ASSETS)[number]["field"];

/** Spec §2 platform settings: general settings and three pictures, saved together. */
export function PlatformSettingsForm({
  settings,
  canSave,
}: {
  settings: PlatformSettings;
  canSave: boolean;
}) {
  const [files, setFiles] = useState<Partial<Record<AssetField, File>>>({});
  const [isUploading, setIsUploading] = useState(false);
  const [uploadError, setUploadError] = useState<string>();
  const fetcher = useFetcher<typeof action>();
  const isSaving = fetcher.state !== "idle" || isUploading;
  const [form, fields] = useSchemaForm(ZPlatformSettingsSchema, {
    lastResult: fetcher.data?.result,
    defaultValue: {
      siteTitle: settings.siteTitle,
      customerSupportPhone: settings.customerSupportPhone,
    },
    onSubmit: (event, { formData }) => {
      event.preventDefault();
      void save(formData);
    },
  });

  const save = async (formData: FormData) => {
    // Every chosen picture is uploaded first, one upload each, then the settings saved.
    setIsUploading(true);
    setUploadError(undefined);
    try {
      for (const { field } of VISUAL_ASSETS) {
        const file = files[field];
        formData.set(
          field,
          file ? await uploadImage(file, "platform-assets") : (settings[field] ?? ""),
        );
      }
    } catch {
      // The pictures stay chosen, to be sent again with the next save.
      setUploadError(MESSAGES.uploadFailure);
      return;
    } finally {
      setIsUploading(false);
    }
    await fetcher.submit(formData, { method: "post" });
    setFiles({});
  };

  return (
    <form method="post" className="flex flex-col gap-5" {...getFormProps(form)}>
      <Card>
        <CardHeader>
          <CardTitle className="text-lg">General Settings</CardTitle>
          <CardDescription>Nama dan kontak yang tampil di seluruh situs.</CardDescription>
        </CardHeader>
        <CardContent className="flex flex-col gap-4">
          <FormField field={fields.siteTitle} label="Judul Situs">
            <Input {...getInputProps(fields.siteTitle, { type: "text" })} />
          </FormField>
          <FormField field={fields.customerSupportPhone} label="Nomor WhatsApp Layanan Pelanggan">
            <Input
              {...getInputProps(fields.customerSupportPhone, { type: "tel" })}
              inputMode="tel"
              placeholder="+6281234567890"
            />
          </FormField>
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle className="text-lg">Visual Assets</CardTitle>
          <CardDescription>Hanya file gambar.</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-4 sm:grid-cols-3">
          {VISUAL_ASSETS.map(({ field, label }) => (
            <AssetPicker
              key={field}
              label={label}
              currentUrl={settings[field]}
              file={files[field]}
              onChoose={(file) => setFiles((current) => ({ ...current, [field]: file }))}
            />
          ))}
        </CardContent>
      </Card>
      {uploadError && (
        <p role="alert" className="text-right text-sm text-destructive">
          {uploadError}
        </p>
      )}
      <div className="flex justify-end">
        <SubmitButton disabled={isSaving || !canSave}>
          {isSaving ? "Saving..." : "Save Settings"}
        </SubmitButton>
      </div>
      {!canSave && <p className="text-right text-sm text-muted-foreground">{MESSAGES.forbidden}</p>}
    </form>
  );
}

/**
 * One picture of 'Visual Assets'. The browser's own file input would read "Choose file" /
 * "No file chosen" in the browser's language, so it stays hidden (still focusable, and
 * named by the picture) behind a button-like label of ours and the chosen file's name.
 */
function AssetPicker({
  label,
  currentUrl,
  file,
  onChoose,
}: {
  label: string;
  currentUrl: string | null;
  file: File | undefined;
  onChoose: (file: File) => void;
}) {
  const inputId = useId();
  const fileNameId = useId();
  return (
    <div className="flex flex-col gap-2">
      <span className="text-sm font-medium">{label}</span>
      <div className="flex h-24 items-center justify-center rounded-lg border bg-muted/50 p-2">
        {currentUrl ? (
          <img
            src={mediaVariantUrl(currentUrl, 320)}
            alt={`${label} saat ini`}
            className="max-h-full max-w-full object-contain"
          />
        ) : (
          <span className="text-xs text-muted-foreground">Belum ada gambar</span>
        )}
      </div>
      <input
        id={inputId}
        type="file"
        accept="image/*"
        className="peer sr-only"
        aria-label={label}
        aria-describedby={fileNameId}
        onChange={(event) => {
          const chosen = event.target.files?.[0];
          if (chosen) onChoose(chosen);
          event.target.value = "";
        }}
      />
      <label
        htmlFor={inputId}
        className="inline-flex cursor-pointer items-center justify-center gap-2 rounded-md border px-3 py-2 text-sm hover:bg-muted peer-focus-visible:ring-[3px] peer-focus-visible:ring-ring/50"
      >
        <Icon name="image-up" className="size-4" aria-hidden />
        Pilih file
      </label>
      <span id={fileNameId} className="truncate text-xs text-muted-foreground" aria-live="polite">
        {file ? file.name : "Belum ada file dipilih"}
      </span>
    </div>
  );
}
