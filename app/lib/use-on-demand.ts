import { useCallback, useState } from "react";

/**
 * A module a page needs only once the visitor asks for it (a dialog, the checkout), kept out
 * of the page's first load. `request` fetches it, on intent (a pointer over, a focus) as on
 * the click itself, and resolves when it is here; `module` stays null until then. The part
 * is mounted once its code has arrived, with no Suspense fallback in between, so a dialog
 * opens whole and takes the focus as it always did.
 */
export function useOnDemand<T>(load: () => Promise<T>): [T | null, () => Promise<T>] {
  const [module, setModule] = useState<T | null>(null);
  const request = useCallback(async () => {
    const loaded = await load();
    setModule(() => loaded);
    return loaded;
  }, [load]);
  return [module, request];
}
