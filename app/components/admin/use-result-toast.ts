import { useEffect, useRef } from "react";
import type { useFetcher } from "react-router";
import { toast } from "sonner";

type Result = { ok: boolean; error?: string };

/**
 * Toasts a fetcher's answer once it arrives: the success text, or the failure text with
 * the server's reason. `onSuccess` runs after a successful answer (close a dialog, …).
 */
export function useResultToast<T extends Result>(
  fetcher: ReturnType<typeof useFetcher<T>>,
  messages: { success: string; failure: string },
  onSuccess?: () => void,
) {
  const latest = useRef({ messages, onSuccess });
  useEffect(() => {
    latest.current = { messages, onSuccess };
  });
  useEffect(() => {
    if (fetcher.state !== "idle" || !fetcher.data) return;
    const result = fetcher.data;
    const { messages: texts, onSuccess: done } = latest.current;
    if (result.ok) {
      toast.success(texts.success);
      done?.();
    } else {
      toast.error(texts.failure, {
        description: result.error !== texts.failure ? result.error : undefined,
      });
    }
  }, [fetcher.state, fetcher.data]);
}
