import { getFormProps, getInputProps, getSelectProps, getTextareaProps } from "@conform-to/react";
import { useEffect, useEffectEvent, useState } from "react";
import { useFetcher } from "react-router";
import { UPLOAD_FAILED_MESSAGE } from "#domain/media";
import {
  MAX_PRODUCT_PHOTOS,
  PRODUCT_MESSAGES,
  type OwnProduct,
  ZProductInputSchema,
} from "#domain/product";
import { NO_CATEGORY_LABEL, type OwnCategory } from "#domain/product-category";
import { productFormValue } from "#domain/product-form";
import { PhotosField } from "#app/components/admin/photos-field";
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
import { Label } from "#app/components/ui/label";
import { NativeSelect } from "#app/components/ui/native-select";
import { Textarea } from "#app/components/ui/textarea";
import { useFormSuccess, useSchemaForm } from "#app/lib/forms";
import type { action } from "#app/routes/admin/products";
import { LeadTimeField } from "./lead-time-field";
import { ProductOptionsField } from "./product-options-field";
import { Switch } from "./switch";
import { SubmitButton } from "#app/components/submit-button";

/**
 * Add or edit a product with photos and options. Checked in the browser with the product
 * schema the server checks it with, field by field as the seller leaves them; photos are
 * uploaded as they are picked and sent (as their URLs) only when they were changed; on a
 * failed save the dialog stays open with everything typed.
 */
export function ProductFormDialog({
  product,
  categories,
  shopLeadTimeHours,
  onClose,
}: {
  product: OwnProduct | null;
  /** Her categories, in her order (decision 066). */
  categories: OwnCategory[];
  /** What a product without its own lead time follows (decision 065). */
  shopLeadTimeHours: number;
  onClose: () => void;
}) {
  const fetcher = useFetcher<typeof action>();
  const [images, setImages] = useState(() => product?.images ?? []);
  const [areImagesChanged, setAreImagesChanged] = useState(!product);
  const [pendingUploads, setPendingUploads] = useState(0);
  const isSaving = fetcher.state !== "idle";
  const [form, fields] = useSchemaForm(ZProductInputSchema, {
    lastResult: fetcher.data?.result,
    defaultValue: productFormValue(product),
    onSubmit: (event, { formData }) => {
      event.preventDefault();
      void fetcher.submit(formData, { method: "post" });
    },
  });
  useFormSuccess(fetcher, onClose);

  // Photos changed after a refusal are checked again, so the server's word on the earlier
  // ones no longer shows.
  const imagesField = fields.images.name;
  const checkImages = useEffectEvent(() => {
    if (areImagesChanged && fields.images.errors) form.validate({ name: imagesField });
  });
  useEffect(() => checkImages(), [images]);

  return (
    <Dialog open onOpenChange={(open) => !open && !isSaving && onClose()}>
      <DialogContent
        // The dialog itself takes focus, so a phone does not pop its keyboard up at once.
        onOpenAutoFocus={(event) => {
          event.preventDefault();
          (event.currentTarget as HTMLElement | null)?.focus();
        }}
        className="gap-5 pb-0 sm:max-w-lg"
      >
        <DialogHeader>
          <DialogTitle>{product ? "Ubah Produk" : "Tambah Produk"}</DialogTitle>
          <DialogDescription>Produk aktif tampil di katalog toko Anda.</DialogDescription>
        </DialogHeader>
        <form method="post" className="flex flex-col gap-4" {...getFormProps(form)}>
          <input type="hidden" name="intent" value={product ? "update" : "create"} />
          {product && <input type="hidden" name="id" value={product.id} />}
          {/* Photos are replaced only when the seller changed them (spec §7). */}
          {areImagesChanged && <input type="hidden" name="imagesChanged" value="true" />}
          {images.map((url, index) => (
            <input key={url} type="hidden" name={`${imagesField}[${index}]`} value={url} />
          ))}
          <PhotosField
            legend="Foto Produk"
            name="Foto produk"
            area="product-images"
            max={MAX_PRODUCT_PHOTOS}
            tooManyMessage={PRODUCT_MESSAGES.tooManyImages}
            uploadFailedMessage={UPLOAD_FAILED_MESSAGE}
            images={images}
            pending={pendingUploads}
            error={fields.images.errors?.[0]}
            onChange={(update) => {
              setImages(update);
              setAreImagesChanged(true);
            }}
            onPendingChange={(delta) => setPendingUploads((count) => count + delta)}
          />
          <FormField field={fields.name} label="Nama Produk">
            <Input
              {...getInputProps(fields.name, { type: "text" })}
              placeholder="Contoh: Kopi Susu Gula Aren"
            />
          </FormField>
          <FormField
            field={fields.code}
            label="Kode Produk"
            hint="Opsional. Kode Anda sendiri untuk mencocokkan produk saat impor dari spreadsheet."
          >
            <Input
              {...getInputProps(fields.code, { type: "text" })}
              placeholder="Contoh: KOPI-01"
            />
          </FormField>
          <FormField
            field={fields.categoryId}
            label="Kategori"
            hint={
              categories.length === 0
                ? "Buat kategori lewat tombol Kategori di halaman Produk."
                : undefined
            }
          >
            <NativeSelect {...getSelectProps(fields.categoryId)}>
              <option value="">{NO_CATEGORY_LABEL}</option>
              {categories.map((category) => (
                <option key={category.id} value={category.id}>
                  {category.name}
                </option>
              ))}
            </NativeSelect>
          </FormField>
          <FormField field={fields.description} label="Deskripsi">
            <Textarea
              {...getTextareaProps(fields.description)}
              placeholder="Bahan, ukuran, atau cerita singkat produk"
              rows={3}
            />
          </FormField>
          <FormField field={fields.price} label="Harga">
            <div className="relative">
              <span
                aria-hidden
                className="pointer-events-none absolute top-1/2 left-3 -translate-y-1/2 text-sm text-muted-foreground"
              >
                Rp
              </span>
              <Input
                {...getInputProps(fields.price, { type: "text" })}
                inputMode="numeric"
                placeholder="0"
                className="pl-10"
              />
            </div>
          </FormField>
          <div className="grid grid-cols-[minmax(0,1fr)_auto] items-start gap-4">
            <FormField
              field={fields.stock}
              label="Stok"
              hint="Kosongkan bila stok tidak dihitung. Stok 0 berarti habis."
            >
              <Input
                {...getInputProps(fields.stock, { type: "text" })}
                inputMode="numeric"
                placeholder="Tidak dihitung"
              />
            </FormField>
            <div className="flex flex-col items-start gap-2">
              <Label htmlFor={fields.isSoldOut.id}>Habis</Label>
              <Switch
                {...getInputProps(fields.isSoldOut, { type: "checkbox" })}
                aria-describedby={`${fields.isSoldOut.id}-hint`}
                className="mt-1.5"
              />
            </div>
            <p
              id={`${fields.isSoldOut.id}-hint`}
              className="col-span-2 -mt-2 text-xs text-muted-foreground"
            >
              Produk yang habis tetap tampil di toko, tapi belum bisa dipesan.
            </p>
          </div>
          <FormField
            field={fields.dailyQuota}
            label="Kuota harian"
            hint="Berapa yang bisa dibuat per hari ambil atau antar. Kosongkan bila tidak dibatasi."
          >
            <Input
              {...getInputProps(fields.dailyQuota, { type: "text" })}
              inputMode="numeric"
              placeholder="Tidak dibatasi"
            />
          </FormField>
          <LeadTimeField field={fields.leadTime} shopLeadTimeHours={shopLeadTimeHours} />
          <ProductOptionsField form={form} options={fields.options} />
          <div className="sticky bottom-0 -mx-5 mt-1 grid grid-cols-2 gap-2 border-t bg-card px-5 py-4">
            <DialogClose asChild>
              <Button type="button" variant="outline" disabled={isSaving}>
                Batal
              </Button>
            </DialogClose>
            <SubmitButton disabled={isSaving || pendingUploads > 0}>
              {isSaving ? "Menyimpan..." : pendingUploads > 0 ? "Mengupload..." : "Simpan"}
            </SubmitButton>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
