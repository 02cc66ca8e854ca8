import type { SubmissionResult } from "@conform-to/react";
import { useState } from "react";
import { useFetcher } from "react-router";
import { useFormSuccess } from "#app/lib/forms";

/**
 * The order the seller dragged a list into (products, links), posted to the page's action
 * as `intent=reorder` with `ids[i]`, shown at once and until saved: a refusal or a failure
 * keeps it on screen with the reason (`error`, else `failure`), to save again or undo.
 */
export function useDraggedOrder<T extends { id: string }>(items: T[], failure: string) {
  const orderer = useFetcher<{ result: SubmissionResult<string[]> }>();
  const [draft, setDraft] = useState<string[] | null>(null);
  const shown = draft ? arrangedAs(items, draft) : items;
  const save = (ids: string[]) => {
    setDraft(ids);
    const form = new FormData();
    form.set("intent", "reorder");
    ids.forEach((id, index) => form.set(`ids[${index}]`, id));
    void orderer.submit(form, { method: "post" });
  };
  useFormSuccess(orderer, () => setDraft(null));
  const error =
    draft && orderer.state === "idle" && orderer.data?.result.status === "error"
      ? (orderer.data.result.error?.[""]?.[0] ?? failure)
      : null;
  return {
    shown,
    isSaving: orderer.state === "submitting",
    error,
    save,
    saveAgain: () => save(shown.map((item) => item.id)),
    undo: () => setDraft(null),
  };
}

/**
 * The items in the seller's unsaved order; one added meanwhile comes first (as a new one
 * does), one deleted meanwhile leaves.
 */
function arrangedAs<T extends { id: string }>(items: T[], order: string[]): T[] {
  const placed = new Map(order.map((id, index) => [id, index]));
  const added = items.filter((item) => !placed.has(item.id));
  const kept = items
    .filter((item) => placed.has(item.id))
    .sort((a, b) => placed.get(a.id)! - placed.get(b.id)!);
  return [...added, ...kept];
}
