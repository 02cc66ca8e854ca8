import { useEffect } from "react";
import { Toaster as Sonner, toast, useSonner, type ToasterProps } from "sonner";

/**
 * One toast at a time: a new toast replaces the one before it, so an old error never stays
 * under a later success. Toasts outlive a page change (sonner replays them to the next
 * page's Toaster), so the older ones are dismissed, not only hidden behind the new one.
 */
export function Toaster(props: ToasterProps) {
  const { toasts } = useSonner();
  useEffect(() => {
    // Newest first; anything behind it is out of date.
    for (const older of toasts.slice(1)) toast.dismiss(older.id);
  }, [toasts]);
  return (
    <Sonner
      position="top-center"
      richColors
      closeButton
      visibleToasts={1}
      containerAriaLabel="Notifikasi"
      toastOptions={{ closeButtonAriaLabel: "Tutup notifikasi" }}
      {...props}
    />
  );
}
