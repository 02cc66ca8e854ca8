import { getFormProps, getInputProps } from "@conform-to/react";
import { useState } from "react";
import { useFetcher } from "react-router";
import { completeLinkUrl, DEFAULT_LINK_ICON, type OwnLink, ZLinkFormSchema } from "#domain/link";
import { FormField } from "#app/components/form-field";
import { Button } from "#app/components/ui/button";
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from "#app/components/ui/dialog";
import { Input } from "#app/components/ui/input";
import { useFormSuccess, useSchemaForm } from "#app/lib/forms";
import type { action } from "#app/routes/admin/links";
import { ThumbnailField } from "./thumbnail-field";
import { SubmitButton } from "#app/components/submit-button";

/**
 * Add or edit a link. Checked in the browser with the schema the server checks it with,
 * field by field as the seller leaves them; on a failed save the dialog stays open with
 * everything typed, the server's reason under its field or in a toast.
 */
export function LinkFormDialog({ link, onClose }: { link: OwnLink | null; onClose: () => void }) {
  const fetcher = useFetcher<typeof action>();
  const [isUploading, setIsUploading] = useState(false);
  const isSaving = fetcher.state !== "idle";
  const [form, fields] = useSchemaForm(ZLinkFormSchema, {
    lastResult: fetcher.data?.result,
    defaultValue: {
      title: link?.title ?? "",
      url: link?.url ?? "",
      description: link?.description ?? "",
      icon: link?.icon ?? DEFAULT_LINK_ICON,
      thumbnailType: link?.thumbnailType ?? "icon",
      linkImage: link?.linkImage ?? "",
    },
    onSubmit: (event, { formData }) => {
      event.preventDefault();
      void fetcher.submit(formData, { method: "post" });
    },
  });
  useFormSuccess(fetcher, onClose);

  return (
    <Dialog open onOpenChange={(open) => !open && !isSaving && onClose()}>
      <DialogContent
        // The dialog itself takes focus, so a phone does not pop its keyboard up at once.
        onOpenAutoFocus={(event) => {
          event.preventDefault();
          (event.currentTarget as HTMLElement | null)?.focus();
        }}
        className="gap-5 pb-0"
      >
        <DialogHeader>
          <DialogTitle>{link ? "Ubah Tautan" : "Tambah Tautan"}</DialogTitle>
          <DialogDescription>
            Tautan baru tampil paling atas di halaman toko Anda. Geser untuk mengubah urutannya.
          </DialogDescription>
        </DialogHeader>
        <form method="post" className="flex flex-col gap-4" {...getFormProps(form)}>
          <input type="hidden" name="intent" value={link ? "update" : "create"} />
          {link && <input type="hidden" name="id" value={link.id} />}
          <FormField field={fields.title} label="Judul">
            <Input
              {...getInputProps(fields.title, { type: "text" })}
              placeholder="Contoh: Instagram"
            />
          </FormField>
          <FormField
            field={fields.url}
            label="URL"
            hint="Contoh: tokoku.com/menu (https:// ditambahkan otomatis)"
          >
            <Input
              {...getInputProps(fields.url, { type: "url" })}
              inputMode="url"
              autoCapitalize="none"
              autoCorrect="off"
              spellCheck={false}
              // The seller sees the address as it will be saved (the schema completes it
              // too); told before the field is checked on leaving it.
              onBlur={(event) => {
                const input = event.currentTarget;
                const completed = completeLinkUrl(input.value);
                if (completed === input.value) return;
                input.value = completed;
                input.dispatchEvent(new Event("input", { bubbles: true }));
              }}
              placeholder="https://instagram.com/tokoanda"
            />
          </FormField>
          <FormField field={fields.description} label="Deskripsi">
            {/* One line, as the shop shows it. */}
            <Input
              {...getInputProps(fields.description, { type: "text" })}
              placeholder="Opsional, satu kalimat singkat"
            />
          </FormField>
          <ThumbnailField
            thumbnailType={fields.thumbnailType}
            icon={fields.icon}
            linkImage={fields.linkImage}
            onUploadingChange={setIsUploading}
          />
          <div className="sticky bottom-0 -mx-5 mt-1 grid grid-cols-2 gap-2 border-t bg-card px-5 py-4">
            <DialogClose asChild>
              <Button type="button" variant="outline" disabled={isSaving}>
                Batal
              </Button>
            </DialogClose>
            <SubmitButton disabled={isSaving || isUploading}>
              {isSaving ? "Menyimpan..." : "Simpan"}
            </SubmitButton>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
