import { useEffect } from "react";
import { useRouteLoaderData } from "react-router";
import { toast } from "sonner";
import type { Toast } from "#domain/toast";
import { Toaster } from "#app/components/ui/sonner";

/**
 * The pages' toasts: the one the last answer carried (server/toast.ts), read from the root
 * loader's data and shown once.
 */
export function FlashToaster() {
  const rootData = useRouteLoaderData("root") as { toast?: Toast | null } | undefined;
  const flash = rootData?.toast;
  useEffect(() => {
    if (!flash) return;
    toast[flash.kind](flash.title, { id: flash.id, description: flash.description });
  }, [flash]);
  return <Toaster />;
}
