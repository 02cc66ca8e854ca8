import { z } from "zod";

// A message the next page shows once as a toast (see server/toast.ts): one line, or a
// title with a description under it.

export type ToastText = string | { title: string; description?: string };

export const ZToast = z.object({
  id: z.string().max(40),
  kind: z.enum(["success", "error"]),
  title: z.string().min(1).max(200),
  description: z.string().max(500).optional(),
});

export type Toast = z.infer<typeof ZToast>;

export function toastOf(kind: Toast["kind"], text: ToastText, id: string): Toast {
  return typeof text === "string"
    ? { id, kind, title: text }
    : { id, kind, title: text.title, description: text.description };
}
