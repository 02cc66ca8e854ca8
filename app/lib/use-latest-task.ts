import { useCallback, useRef, useState } from "react";

/**
 * Runs the tasks of one field (an upload, say) so that the one started last wins: an
 * earlier task finishing after it reports nothing, and `isRunning` stays true until the
 * last one is done.
 */
export function useLatestTask() {
  const latest = useRef(0);
  const [isRunning, setRunning] = useState(false);
  const run = useCallback(
    async <T>(
      task: () => Promise<T>,
      { onDone, onError }: { onDone: (value: T) => void; onError: (error: unknown) => void },
    ) => {
      const ticket = ++latest.current;
      setRunning(true);
      try {
        const value = await task();
        if (ticket === latest.current) onDone(value);
      } catch (error) {
        if (ticket === latest.current) onError(error);
      } finally {
        if (ticket === latest.current) setRunning(false);
      }
    },
    [],
  );
  return { isRunning, run };
}
