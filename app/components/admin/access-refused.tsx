import { isRouteErrorResponse } from "react-router";
import { Icon } from "#app/components/icons/icon";

/** The reason of a 403 a guard threw (decision 071), or null for any other failure. */
export function refusalOf(error: unknown): string | null {
  if (!isRouteErrorResponse(error) || error.status !== 403) return null;
  return typeof error.data === "string" ? error.data : "Akses ditolak.";
}

/** A page the account's role may not open: the reason, and the way back. */
export function AccessRefused({ reason }: { reason: string }) {
  return (
    <div
      role="alert"
      className="mx-auto flex max-w-md flex-col items-center justify-center gap-4 p-6 py-16 text-center"
    >
      <Icon name="ban" className="size-10 text-muted-foreground" aria-hidden />
      <h1 className="text-xl font-bold">Akses Ditolak</h1>
      <p className="text-muted-foreground">{reason}</p>
      <a href="/admin" className="font-medium text-primary underline underline-offset-4">
        Kembali ke Dasbor
      </a>
    </div>
  );
}
