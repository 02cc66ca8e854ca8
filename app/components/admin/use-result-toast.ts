import { useEffect, useRef } from "react";
import type { useFetcher } from "react-router";
import { toast } from "sonner";

type Result = { ok: boolean; error?: string; fieldErrors?: Record<string, string> };

/** A toast's text: one line, or a title with a description under it. */
export type ToastText = string | { title: string; description: string };

function show(kind: "success" | "error", text: ToastText, reason?: string) {
  if (typeof text === "string") {
    toast[kind](text, { description: reason !== text ? reason : undefined });
  } else {
    toast[kind](text.title, { description: text.description });
  }
}

/**
 * True when a refused answer names a field the form shows its error under: the form says
 * it there, and a toast would say it twice.
 */
export function isShownInline(
  fieldErrors: Record<string, string> | undefined,
  inlineFields: readonly string[] = [],
): boolean {
  return inlineFields.some((field) => Boolean(fieldErrors?.[field]));
}

/**
 * Toasts a fetcher's answer once it arrives: the success text (which may depend on the
 * answer), or the failure text with the server's reason under a one-line text. A failure
 * the form shows under one of its `inlineFields` is not toasted: every error is shown once.
 * `onSuccess` runs after a successful answer (close a dialog, …).
 */
export function useResultToast<T extends Result>(
  fetcher: ReturnType<typeof useFetcher<T>>,
  messages: {
    success: ToastText | ((result: NonNullable<typeof fetcher.data>) => ToastText);
    failure: ToastText;
    inlineFields?: readonly string[];
  },
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
      show("success", typeof texts.success === "function" ? texts.success(result) : texts.success);
      done?.();
    } else if (!isShownInline(result.fieldErrors, texts.inlineFields)) {
      show("error", texts.failure, result.error);
    }
  }, [fetcher.state, fetcher.data]);
}
