import { useEffect } from "react";
import { Link, useRouteLoaderData } from "react-router";
import { toast } from "sonner";
import type { Toast } from "#domain/toast";
import { Toaster } from "#app/components/ui/sonner";

/**
 * Shows a toast: the one way every message reaches the screen, whether the last answer
 * carried it (server/toast.ts) or the page made it (the new-order alert).
 */
export function showToast(message: Toast) {
  const links = message.links ?? [];
  const description =
    links.length > 0 ? (
      <span className="flex flex-col gap-1">
        {message.description && <span>{message.description}</span>}
        <span className="flex flex-wrap gap-x-3">
          {links.map((link) => (
            <Link key={link.to} to={link.to} className="font-medium underline underline-offset-2">
              {link.label}
            </Link>
          ))}
        </span>
      </span>
    ) : (
      message.description
    );
  toast[message.kind](message.title, {
    id: message.id,
    description,
    duration: message.durationMs,
  });
}

/**
 * The pages' toasts: the one the last answer carried, read from the root loader's data and
 * shown once.
 */
export function FlashToaster() {
  const rootData = useRouteLoaderData("root") as { toast?: Toast | null } | undefined;
  const flash = rootData?.toast;
  useEffect(() => {
    if (flash) showToast(flash);
  }, [flash]);
  return <Toaster />;
}
