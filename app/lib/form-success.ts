import type { SubmissionResult } from "@conform-to/react";
import { useEffect, useRef } from "react";

/**
 * Runs `onSuccess` once when a fetcher's submission has been accepted (close the dialog,
 * move on), with the action's `value`.
 */
export function useFormSuccess<T>(
  fetcher: {
    state: string;
    data?: { result: SubmissionResult<string[]>; value?: T } | undefined;
  },
  onSuccess: (value: T | undefined) => void,
) {
  const latest = useRef(onSuccess);
  useEffect(() => {
    latest.current = onSuccess;
  });
  useEffect(() => {
    if (fetcher.state === "idle" && fetcher.data?.result.status === "success") {
      latest.current(fetcher.data.value);
    }
  }, [fetcher.state, fetcher.data]);
}
