import { z } from "zod";

// A message shown once as a toast: one line, or a title with a description under it, and
// links to follow. The answer of a form carries one for the next page (server/toast.ts);
// the admin's new-order alert makes one from its poll (domain/order-alerts.ts). Both are
// shown by the same function (app/components/flash-toaster.tsx).

export type ToastText = string | { title: string; description?: string };

const ZToastLink = z.object({
  label: z.string().min(1).max(60),
  // A path inside the app, never another site.
  to: z.string().regex(/^\/(?!\/)/),
});

export const ZToast = z.object({
  id: z.string().max(40),
  kind: z.enum(["success", "error", "info"]),
  title: z.string().min(1).max(200),
  description: z.string().max(500).optional(),
  links: z.array(ZToastLink).max(2).optional(),
  /** How long it stays, in milliseconds; sonner's default when absent. */
  durationMs: z.number().int().positive().max(60_000).optional(),
});

export type Toast = z.infer<typeof ZToast>;

export function toastOf(kind: Toast["kind"], text: ToastText, id: string): Toast {
  return typeof text === "string"
    ? { id, kind, title: text }
    : { id, kind, title: text.title, description: text.description };
}
