// The seller's product dialog (spec §2 /admin/products, §8 product messages) and the form
// body it posts: flat fields, `options` as JSON, `images` repeated in display order and
// sent only when the photos were changed (spec §7: photos are replaced only when given).

export const PRODUCT_ADMIN_MESSAGES = {
  created: "Produk berhasil ditambahkan!",
  updated: "Produk berhasil diupdate!",
  deleted: "Produk berhasil dihapus!",
  failed: "Terjadi kesalahan",
  deleteFailed: "Gagal menghapus produk",
  deleteConfirm: "Apakah Anda yakin ingin menghapus produk ini?",
  notFound: "Product not found or not owned by user",
  empty: "Belum ada produk",
  imageInvalid: "Foto tidak valid",
} as const;

export type ProductOptionDraft = { name: string; choices: string[]; isRequired: boolean };

export type ProductFormValues = {
  name: string;
  category: string;
  description: string;
  price: string;
  options: ProductOptionDraft[];
  images: string[];
};

/** An empty option: the dialog always shows at least one (spec §5 removal rule). */
export function emptyOption(): ProductOptionDraft {
  return { name: "", choices: [""], isRequired: false };
}

export function emptyProductForm(): ProductFormValues {
  return {
    name: "",
    category: "",
    description: "",
    price: "",
    options: [emptyOption()],
    images: [],
  };
}

/** The body the dialog posts; photos only when they were changed, or on create. */
export function productFormData(values: ProductFormValues, includeImages: boolean): FormData {
  const form = new FormData();
  form.set("name", values.name);
  form.set("category", values.category);
  form.set("description", values.description);
  form.set("price", values.price);
  form.set("options", JSON.stringify(values.options));
  if (includeImages) {
    form.set("imagesChanged", "true");
    for (const url of values.images) form.append("images", url);
  }
  return form;
}

export type ProductFormInput = {
  name: unknown;
  category: unknown;
  description: unknown;
  price: unknown;
  options: unknown;
  /** Undefined: keep the product's photos. */
  images: unknown[] | undefined;
};

/** Reads a posted product form into the product schema's input. */
export function readProductForm(form: FormData): ProductFormInput {
  const text = (key: string) => {
    const value = form.get(key);
    return typeof value === "string" ? value : undefined;
  };
  return {
    name: text("name"),
    category: text("category"),
    description: text("description"),
    price: text("price"),
    options: parseJson(text("options") ?? "[]"),
    images: text("imagesChanged") === "true" ? form.getAll("images") : undefined,
  };
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}
