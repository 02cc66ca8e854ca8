import { useState, type FormEvent } from "react";
import { useRevalidator } from "react-router";
import { toast } from "sonner";
import { UPLOAD_FAILED_MESSAGE } from "../../../domain/media";
import {
  MAX_PRICE_INPUT_LENGTH,
  MAX_PRODUCT_DESCRIPTION,
  MAX_PRODUCT_NAME,
  MAX_PRODUCT_PHOTOS,
  normalizeProductInput,
  PRODUCT_MESSAGES,
} from "../../../domain/product";
import { PRODUCT_CATEGORIES } from "../../../domain/product-catalog";
import {
  emptyOption,
  emptyProductForm,
  PRODUCT_ADMIN_MESSAGES,
  productFormData,
  type ProductFormValues,
} from "../../../domain/product-form";
import { PhotosField } from "~/components/admin/photos-field";
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
import { NativeSelect } from "~/components/ui/native-select";
import { Textarea } from "~/components/ui/textarea";
import { postForm } from "~/lib/post-form";
import type { AdminProduct } from "./admin-product";
import { ProductOptionsField } from "./product-options-field";

const FIELD_ORDER = ["name", "description", "price", "images"] as const;

function initialValues(product: AdminProduct | null): ProductFormValues {
  if (!product) return emptyProductForm();
  return {
    name: product.name,
    category: product.category ?? "",
    description: product.description ?? "",
    price: String(product.price),
    options:
      product.options.length > 0
        ? product.options.map((option) => ({ ...option, choices: [...option.choices] }))
        : [emptyOption()],
    images: [...product.images],
  };
}

/**
 * Add or edit a product with photos and options. Checked with the product schema the
 * server uses; photos are sent only when they were changed; on a failed save the dialog
 * stays open with everything typed.
 */
export function ProductFormDialog({
  product,
  onClose,
}: {
  product: AdminProduct | null;
  onClose: () => void;
}) {
  const revalidator = useRevalidator();
  const [values, setValues] = useState(() => initialValues(product));
  const [areImagesChanged, setAreImagesChanged] = useState(false);
  const [pendingUploads, setPendingUploads] = useState(0);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [isSaving, setIsSaving] = useState(false);

  // A field the seller changes loses its error message.
  const clearErrors = (keys: string[]) =>
    setErrors((current) => {
      const rest = { ...current };
      for (const key of keys) delete rest[key];
      return rest;
    });
  const change = (next: Partial<ProductFormValues>) => {
    setValues((current) => ({ ...current, ...next }));
    clearErrors(Object.keys(next));
  };

  const save = async (event: FormEvent) => {
    event.preventDefault();
    const checked = normalizeProductInput(values);
    if (!checked.ok) {
      setErrors(checked.errors);
      const first = FIELD_ORDER.find((key) => checked.errors[key]);
      if (first) document.getElementById(`product-${first}`)?.focus();
      return;
    }
    setIsSaving(true);
    const body = productFormData(values, !product || areImagesChanged);
    body.set("intent", product ? "update" : "create");
    if (product) body.set("id", product.id);
    const result = await postForm("/admin/api/products", body);
    if (!result.ok) {
      setIsSaving(false);
      setErrors(result.fieldErrors);
      // An error under a field is said there, once; anything else is toasted.
      if (!isShownInline(result.fieldErrors, [...FIELD_ORDER, "options"])) {
        toast.error(result.error || PRODUCT_ADMIN_MESSAGES.failed);
      }
      return;
    }
    await revalidator.revalidate();
    toast.success(product ? PRODUCT_ADMIN_MESSAGES.updated : PRODUCT_ADMIN_MESSAGES.created);
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
        className="gap-5 pb-0 sm:max-w-lg"
      >
        <DialogHeader>
          <DialogTitle>{product ? "Ubah Produk" : "Tambah Produk"}</DialogTitle>
          <DialogDescription>Produk aktif tampil di katalog toko Anda.</DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={save} className="flex flex-col gap-4">
          <div id="product-images" tabIndex={-1} className="outline-none">
            <PhotosField
              legend="Foto Produk"
              name="Foto produk"
              area="product-images"
              max={MAX_PRODUCT_PHOTOS}
              tooManyMessage={PRODUCT_MESSAGES.tooManyImages}
              uploadFailedMessage={UPLOAD_FAILED_MESSAGE}
              images={values.images}
              pending={pendingUploads}
              error={errors.images}
              onChange={(update) => {
                setValues((current) => ({ ...current, images: update(current.images) }));
                setAreImagesChanged(true);
                clearErrors(["images"]);
              }}
              onPendingChange={(delta) => setPendingUploads((count) => count + delta)}
            />
          </div>
          <FormField id="product-name" label="Nama Produk *" error={errors.name}>
            <Input
              id="product-name"
              value={values.name}
              onChange={(event) => change({ name: event.target.value })}
              placeholder="Contoh: Kopi Susu Gula Aren"
              maxLength={MAX_PRODUCT_NAME}
              aria-invalid={Boolean(errors.name)}
              aria-describedby={errors.name ? "product-name-error" : undefined}
              required
            />
          </FormField>
          <FormField id="product-category" label="Kategori">
            <NativeSelect
              id="product-category"
              value={values.category}
              onChange={(event) => change({ category: event.target.value })}
            >
              <option value="">Pilih kategori</option>
              {PRODUCT_CATEGORIES.map((category) => (
                <option key={category.value} value={category.value}>
                  {category.label}
                </option>
              ))}
            </NativeSelect>
          </FormField>
          <FormField id="product-description" label="Deskripsi" error={errors.description}>
            <Textarea
              id="product-description"
              value={values.description}
              onChange={(event) => change({ description: event.target.value })}
              placeholder="Bahan, ukuran, atau cerita singkat produk"
              maxLength={MAX_PRODUCT_DESCRIPTION}
              rows={3}
              aria-invalid={Boolean(errors.description)}
              aria-describedby={errors.description ? "product-description-error" : undefined}
            />
          </FormField>
          <FormField id="product-price" label="Harga *" error={errors.price}>
            <div className="relative">
              <span
                aria-hidden
                className="pointer-events-none absolute top-1/2 left-3 -translate-y-1/2 text-sm text-muted-foreground"
              >
                Rp
              </span>
              <Input
                id="product-price"
                inputMode="numeric"
                maxLength={MAX_PRICE_INPUT_LENGTH}
                value={values.price}
                onChange={(event) => change({ price: event.target.value })}
                placeholder="0"
                className="pl-10"
                aria-invalid={Boolean(errors.price)}
                aria-describedby={errors.price ? "product-price-error" : undefined}
                required
              />
            </div>
          </FormField>
          <ProductOptionsField
            options={values.options}
            onChange={(update) => {
              setValues((current) => ({ ...current, options: update(current.options) }));
              clearErrors(["options"]);
            }}
          />
          {errors.options && (
            <p role="alert" className="text-sm text-destructive">
              {errors.options}
            </p>
          )}
          <div className="sticky bottom-0 -mx-5 mt-1 grid grid-cols-2 gap-2 border-t bg-card px-5 py-4">
            <DialogClose asChild>
              <Button type="button" variant="outline" disabled={isSaving}>
                Batal
              </Button>
            </DialogClose>
            <Button type="submit" disabled={isSaving || pendingUploads > 0}>
              {isSaving ? "Menyimpan..." : pendingUploads > 0 ? "Mengupload..." : "Simpan"}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
