import { useEffect } from "react";
import { useSearchParams } from "react-router";
import { toast } from "sonner";
import { noticeOf } from "./notices";

/** Shows the `?notice=` toast once and removes it from the address bar. */
export function useNoticeToast() {
  const [searchParams, setSearchParams] = useSearchParams();
  const key = searchParams.get("notice");
  useEffect(() => {
    const notice = noticeOf(key);
    if (!notice) return;
    if (notice.kind === "success") toast.success(notice.text);
    else toast.error(notice.text);
    setSearchParams(
      (params) => {
        params.delete("notice");
        return params;
      },
      { replace: true, preventScrollReset: true },
    );
  }, [key, setSearchParams]);
}
