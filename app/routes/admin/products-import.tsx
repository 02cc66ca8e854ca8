import { previewOf, ZImportFormSchema } from "#domain/catalogue-import";
import { requireMember } from "#server/auth/guards";
import { submitForm, type FormTexts } from "#server/form-action";
import {
  applyCatalogueImport,
  IMPORT_APPLY_MESSAGES,
  previewCatalogueImport,
} from "#server/services/catalogue";
import type { Route } from "./+types/products-import";
import { titled } from "#app/lib/page-title";
import { CatalogueImport } from "#app/features/admin-products/catalogue-import";

// The catalogue in and out of a spreadsheet (decision 073): the export's links, the
// template, and an import read and shown first; applied only from the preview, with the
// same file posted again to `?langkah=terapkan` and the digest of the preview it confirms.

const APPLY_STEP = "terapkan";

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireMember(context, request, "catalogue");
  return null;
}

type Answer =
  { kind: "preview"; preview: ReturnType<typeof previewOf> } | { kind: "applied"; message: string };

export async function action({ request, context }: Route.ActionArgs) {
  const owner = await requireMember(context, request, "catalogue");
  const isApply = new URL(request.url).searchParams.get("langkah") === APPLY_STEP;
  const texts: FormTexts<Answer> = isApply
    ? {
        success: (answer) => (answer.kind === "applied" ? answer.message : ""),
        failure: IMPORT_APPLY_MESSAGES.failed,
        redirectTo: "/admin/products",
        hideFields: ["file"],
      }
    : { hideFields: ["file"] };
  // Only an apply changes the shop's pages; a preview writes nothing.
  return submitForm(
    { request, context, pages: isApply ? owner : "none" },
    ZImportFormSchema,
    async (value): Promise<Answer> => {
      if (!isApply) {
        const { plan, digest } = await previewCatalogueImport(context, owner, value.file);
        return { kind: "preview", preview: previewOf(plan, digest) };
      }
      const done = await applyCatalogueImport(context, owner, value.file, value.preview);
      return { kind: "applied", message: done.message };
    },
    texts,
  );
}

export function meta({ matches }: Route.MetaArgs) {
  return titled(matches, "Impor & Ekspor Produk");
}

export default function AdminProductsImport() {
  return <CatalogueImport applyAction={`/admin/products/import?langkah=${APPLY_STEP}`} />;
}
