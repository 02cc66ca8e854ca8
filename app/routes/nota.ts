import { isNotaFormat, type NotaAccess } from "#domain/nota-link";
import { NOTA_MESSAGES } from "#domain/nota";
import { isValidAboutUsername } from "#domain/username";
import { isAppError } from "#server/errors";
import { notaResponse } from "#server/nota/respond";
import { readNotaLogo } from "#server/nota/logo";
import { readCustomerNota } from "#server/services/nota";
import { findPublicBrandByUsername } from "#server/services/storefront";
import type { Route } from "./+types/nota";

function plainText(message: string, status: number): Response {
  return new Response(message, {
    status,
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "private, no-store" },
  });
}

// /{username}/nota?number=…&format=pdf|png, with key=… (the link the seller sends, or the
// tracking page's after the check) or digits=… (the tracking check itself, counted against
// its limits); download=1 saves it as a file. Nothing of the order without one of them.
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const query = new URL(request.url).searchParams;
  const format = query.get("format") ?? "pdf";
  if (!isNotaFormat(format) || !isValidAboutUsername(params.username)) {
    return plainText(NOTA_MESSAGES.notFound, 404);
  }
  const key = query.get("key");
  const digits = query.get("digits");
  const access: NotaAccess | null = key ? { key } : digits !== null ? { digits } : null;
  try {
    // A suspended or closed shop answers 410 with its notice (decision 077).
    const brand = await findPublicBrandByUsername(context.db, params.username);
    if (!brand) return plainText(NOTA_MESSAGES.notFound, 404);
    const { secret } = await context.auth.$context;
    const nota = await readCustomerNota(
      context.db,
      brand,
      { orderNumber: query.get("number") ?? "", access },
      { appUrl: context.config.appUrl, secret, client: { ip: context.clientIp } },
    );
    const logo = await readNotaLogo(context, nota.shop.logoUrl);
    return await notaResponse(nota, logo, format, { download: query.get("download") === "1" });
  } catch (error) {
    if (!isAppError(error)) throw error;
    return plainText(error.message, error.status);
  }
}
