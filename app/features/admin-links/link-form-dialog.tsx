import { useState, type FormEvent } from "react";
import { useRevalidator } from "react-router";
import { toast } from "sonner";
import { fieldErrorsOf } from "../../../domain/account";
import { INVALID_VALUE_MESSAGE } from "../../../domain/form-text";
import {
  completeLinkUrl,
  DEFAULT_LINK_ICON,
  LINK_MESSAGES,
  ZLinkInputSchema,
} from "../../../domain/link";
import { isShownInline } from "~/components/admin/use-result-toast";
import { FormField } from "~/components/form-field";
import { Button } from "~/components/ui/button";
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from "~/components/ui/dialog";
import { Input } from "~/components/ui/input";
import { postForm } from "~/lib/post-form";
import type { AdminLink } from "./admin-link";
import { ThumbnailField } from "./thumbnail-field";

const FIELD_ORDER = ["title", "url", "description", "linkImage"] as const;

/**
 * Add or edit a link. Checked with the same schema as the server; on a failed save the
 * dialog stays open with everything typed.
 */
export function LinkFormDialog({ link, onClose }: { link: AdminLink | null; onClose: () => void }) {
  const revalidator = useRevalidator();
  const [values, setValues] = useState({
    title: link?.title ?? "",
    url: link?.url ?? "",
    description: link?.description ?? "",
    icon: link?.icon ?? DEFAULT_LINK_ICON,
    thumbnailType: link?.thumbnailType ?? "icon",
    linkImage: link?.linkImage ?? null,
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [isSaving, setIsSaving] = useState(false);
  const [isUploading, setIsUploading] = useState(false);
  const isBusy = isSaving || isUploading;

  const change = (next: Partial<typeof values>) => {
    setValues((current) => ({ ...current, ...next }));
    setErrors((current) => {
      const rest = { ...current };
      for (const key of Object.keys(next)) delete rest[key];
      return rest;
    });
  };

  const save = async (event: FormEvent) => {
    event.preventDefault();
    // Issues without a message of their own read "Data tidak valid", never zod's English.
    const parsed = ZLinkInputSchema.safeParse(values, { error: () => INVALID_VALUE_MESSAGE });
    if (!parsed.success) {
      const fieldErrors = fieldErrorsOf(parsed.error);
      setErrors(fieldErrors);
      const first = FIELD_ORDER.find((key) => fieldErrors[key]);
      if (first) document.getElementById(`link-${first}`)?.focus();
      return;
    }
    setIsSaving(true);
    const body = new FormData();
    body.set("intent", link ? "update" : "create");
    if (link) body.set("id", link.id);
    body.set("title", values.title);
    body.set("url", parsed.data.url);
    body.set("description", values.description);
    body.set("icon", values.icon);
    body.set("thumbnailType", values.thumbnailType);
    body.set("linkImage", values.linkImage ?? "");
    const result = await postForm("/admin/api/links", body);
    if (!result.ok) {
      setIsSaving(false);
      setErrors(result.fieldErrors);
      // An error under a field is said there, once; anything else is toasted.
      if (!isShownInline(result.fieldErrors, FIELD_ORDER)) {
        toast.error(link ? LINK_MESSAGES.updateFailed : LINK_MESSAGES.createFailed);
      }
      return;
    }
    await revalidator.revalidate();
    toast.success(link ? LINK_MESSAGES.updated : LINK_MESSAGES.created);
    onClose();
  };

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
            Tautan tampil di halaman toko Anda, terbaru di atas.
          </DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={save} className="flex flex-col gap-4">
          <FormField id="link-title" label="Judul *" error={errors.title}>
            <Input
              id="link-title"
              value={values.title}
              onChange={(event) => change({ title: event.target.value })}
              placeholder="Contoh: Instagram"
              maxLength={100}
              aria-invalid={Boolean(errors.title)}
              aria-describedby={errors.title ? "link-title-error" : undefined}
              required
            />
          </FormField>
          <FormField
            id="link-url"
            label="URL *"
            error={errors.url}
            hint="Contoh: tokoku.com/menu (https:// ditambahkan otomatis)"
          >
            <Input
              id="link-url"
              type="url"
              inputMode="url"
              autoCapitalize="none"
              autoCorrect="off"
              spellCheck={false}
              value={values.url}
              onChange={(event) => change({ url: event.target.value })}
              // The seller sees the address as it will be saved (the schema completes it too).
              onBlur={() => {
                const completed = completeLinkUrl(values.url);
                if (completed !== values.url) change({ url: completed });
              }}
              placeholder="https://instagram.com/tokoanda"
              aria-invalid={Boolean(errors.url)}
              aria-describedby={errors.url ? "link-url-error" : undefined}
              required
            />
          </FormField>
          <FormField id="link-description" label="Deskripsi" error={errors.description}>
            {/* One line, as the shop shows it. */}
            <Input
              id="link-description"
              value={values.description}
              onChange={(event) => change({ description: event.target.value })}
              placeholder="Opsional, satu kalimat singkat"
              maxLength={300}
              aria-invalid={Boolean(errors.description)}
              aria-describedby={errors.description ? "link-description-error" : undefined}
            />
          </FormField>
          <div id="link-linkImage" tabIndex={-1} className="outline-none">
            <ThumbnailField
              value={values}
              error={errors.linkImage}
              onChange={change}
              onUploadingChange={setIsUploading}
            />
          </div>
          <div className="sticky bottom-0 -mx-5 mt-1 grid grid-cols-2 gap-2 border-t bg-card px-5 py-4">
            <DialogClose asChild>
              <Button type="button" variant="outline" disabled={isSaving}>
                Batal
              </Button>
            </DialogClose>
            <Button type="submit" disabled={isBusy}>
              {isSaving ? "Menyimpan..." : "Simpan"}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
