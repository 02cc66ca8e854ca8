import { useEffect } from "react";
import { toast } from "sonner";

/** Toasts an action's error message each time a new one arrives. */
export function useActionErrorToast(actionData: { error?: string } | undefined) {
  useEffect(() => {
    if (actionData?.error) toast.error(actionData.error);
  }, [actionData]);
}
