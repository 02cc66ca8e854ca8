import type { ShouldRevalidateFunctionArgs } from "react-router";
import {
  PRODUCT_ADMIN_MESSAGES as MESSAGES,
  productWriteOf,
  ZProductActionSchema,
} from "#domain/product-form";
import { CATEGORY_MESSAGES } from "#domain/product-category";
import { BULK_MESSAGES } from "#domain/product-bulk";
import { requireMember } from "#server/auth/guards";
import { submitForm, textsByIntent } from "#server/form-action";
import {
  createOwnProduct,
  deleteOwnProduct,
  getOwnProducts,
  reorderOwnProducts,
  setOwnProductSoldOut,
  updateOwnProduct,
} from "#server/services/admin-products";
import {
  createOwnCategory,
  deleteOwnCategory,
  listOwnCategories,
  moveOwnProducts,
  renameOwnCategory,
  reorderOwnCategories,
} from "#server/services/product-categories";
import {
  changeOwnProductPrices,
  deleteOwnProducts,
  duplicateOwnProduct,
  setOwnProductsSoldOut,
} from "#server/services/product-bulk";
import type { Route } from "./+types/products";
import { titled } from "#app/lib/page-title";
import { ProductsAdmin } from "#app/features/admin-products/products-admin";
import { Button } from "#app/components/ui/button";
import { AccessRefused, refusalOf } from "#app/components/admin/access-refused";

export async function loader({ request, context }: Route.LoaderArgs) {
  const owner = await requireMember(context, request, "catalogue");
  const [products, categories] = await Promise.all([
    getOwnProducts(context, owner),
    listOwnCategories(context, owner),
  ]);
  return { ...products, categories };
}

/**
 * Read again after every submission, refusals included: a refusal often means the list
 * changed elsewhere (a product deleted or added on another device), and the page should
 * show the list the server has, so an order saved again names every product.
 */
export function shouldRevalidate({
  formMethod,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  return (
    (formMethod !== undefined && formMethod.toUpperCase() !== "GET") || defaultShouldRevalidate
  );
}

/** What a write of the page answers: the row written, and what a toast says of it. */
type Done = { id: string; isSoldOut?: boolean; message?: string };

const TEXTS = {
  create: { success: MESSAGES.created, failure: MESSAGES.failed },
  update: { success: MESSAGES.updated, failure: MESSAGES.failed },
  delete: { success: MESSAGES.deleted, failure: MESSAGES.deleteFailed },
  "sold-out": {
    success: ({ isSoldOut }: Done) =>
      isSoldOut ? MESSAGES.markedSoldOut : MESSAGES.markedAvailable,
    failure: MESSAGES.soldOutFailed,
  },
  // A refusal keeps the dragged order on screen with the reason (products-admin.tsx).
  reorder: { success: MESSAGES.reordered, failure: MESSAGES.reorderFailed },
  // Her categories (decision 066): a refused name is said under the name's field.
  "category-create": { success: CATEGORY_MESSAGES.created, resetForm: true },
  "category-rename": { success: CATEGORY_MESSAGES.renamed },
  "category-delete": { success: CATEGORY_MESSAGES.deleted, failure: CATEGORY_MESSAGES.failed },
  "category-reorder": {
    success: CATEGORY_MESSAGES.reordered,
    failure: CATEGORY_MESSAGES.reorderFailed,
  },
  move: {
    success: ({ message }: Done) => message ?? CATEGORY_MESSAGES.failed,
    failure: CATEGORY_MESSAGES.moveFailed,
  },
  // Many at once, and a copy (decision 073): the toast says how many.
  "bulk-sold-out": { success: bulkToast, failure: BULK_MESSAGES.failed },
  "bulk-price": { success: bulkToast, failure: BULK_MESSAGES.failed },
  "bulk-delete": { success: bulkToast, failure: BULK_MESSAGES.failed },
  duplicate: { success: bulkToast, failure: BULK_MESSAGES.duplicateFailed },
};

function bulkToast({ message }: Done) {
  return message ?? BULK_MESSAGES.failed;
}

/** The toasts of each intent; any other intent is refused by the schema, without a toast. */
const textsOf = textsByIntent(TEXTS);

// The product dialog adds or changes a product; the list deletes one, switches one to
// 'Habis', saves the order it was dragged into and moves the chosen ones to a category; the
// categories dialog adds, renames, orders and deletes her categories. The service checks
// what was posted itself, with the same schema.
export async function action({ request, context }: Route.ActionArgs) {
  const owner = await requireMember(context, request, "catalogue");
  return submitForm(
    { request, context, pages: owner },
    ZProductActionSchema,
    async (value, payload): Promise<Done> => {
      switch (value.intent) {
        case "create":
          return createOwnProduct(context, owner, productWriteOf(payload));
        case "update":
          await updateOwnProduct(context, owner, payload.id, productWriteOf(payload));
          return { id: String(payload.id) };
        case "delete":
          await deleteOwnProduct(context, owner, payload.id);
          return { id: String(payload.id) };
        case "sold-out":
          await setOwnProductSoldOut(context, owner, payload.id, value.isSoldOut);
          return { id: String(payload.id), isSoldOut: value.isSoldOut };
        case "reorder":
          await reorderOwnProducts(context, owner, payload.ids);
          return { id: "" };
        case "category-create":
          return createOwnCategory(context, owner, payload);
        case "category-rename":
          return renameOwnCategory(context, owner, payload.id, payload);
        case "category-delete":
          return deleteOwnCategory(context, owner, payload.id);
        case "category-reorder":
          await reorderOwnCategories(context, owner, payload.ids);
          return { id: "" };
        case "move": {
          const moved = await moveOwnProducts(context, owner, payload);
          return { id: "", message: moved.message };
        }
        case "bulk-sold-out": {
          const input = { ids: payload.ids, isSoldOut: value.isSoldOut };
          const done = await setOwnProductsSoldOut(context, owner, input);
          return { id: "", message: done.message };
        }
        case "bulk-price": {
          const done = await changeOwnProductPrices(context, owner, payload);
          return { id: "", message: done.message };
        }
        case "bulk-delete": {
          const done = await deleteOwnProducts(context, owner, payload);
          return { id: "", message: done.message };
        }
        case "duplicate":
          return duplicateOwnProduct(context, owner, payload.id);
      }
    },
    textsOf,
  );
}

export function meta({ matches }: Route.MetaArgs) {
  return titled(matches, "Produk");
}

export default function AdminProducts({ loaderData }: Route.ComponentProps) {
  return <ProductsAdmin {...loaderData} />;
}

/**
 * The products could not be read (spec §8 'Gagal memuat produk'): said inside the admin, its
 * menu kept, with a way to ask again. A plain link: it loads the page whole, scripts or not.
 */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const reason = refusalOf(error);
  if (reason) return <AccessRefused reason={reason} />;
  return (
    <div
      role="alert"
      className="mx-auto flex max-w-md flex-col items-center gap-3 py-16 text-center"
    >
      <p className="text-lg font-semibold text-destructive">{MESSAGES.loadFailed}</p>
      <p className="text-sm text-muted-foreground">{MESSAGES.loadFailedHint}</p>
      <Button asChild variant="outline">
        <a href="/admin/products">{MESSAGES.retry}</a>
      </Button>
    </div>
  );
}
