import { useEffect } from "react";
import { useOnDemand } from "#app/lib/use-on-demand";

const loadContent = () => import("./brand-not-found-content");

/**
 * Spec §2 'Brand tidak ditemukan'. The dialog's code loads only on the page of an unknown
 * brand: a dialog shows after hydration in any case (its portal renders nothing on the
 * server), and the shop's own pages stay free of it.
 */
export function BrandNotFoundDialog() {
  const [content, requestContent] = useOnDemand(loadContent);
  useEffect(() => {
    void requestContent();
  }, [requestContent]);
  return content && <content.BrandNotFoundContent />;
}
