import { useEffect, type CSSProperties } from "react";
import { Toaster as Sonner, toast, useSonner, type ToasterProps } from "sonner";

/**
 * One toast at a time: a new toast replaces the one before it, so an old error never stays
 * under a later success. Toasts outlive a page change (sonner replays them to the next
 * page's Toaster), so the older ones are dismissed, not only hidden behind the new one.
 */
// sonner's rich colours with the text a few shades darker, so that each toast's text reads
// at 4.5:1 or more on its tinted background (WCAG AA); the hues stay as they were.
const READABLE_RICH_COLORS = {
  "--success-text": "hsl(140, 100%, 24%)",
  "--info-text": "hsl(210, 92%, 41%)",
  "--warning-text": "hsl(31, 92%, 33%)",
  "--error-text": "hsl(360, 100%, 41%)",
} as CSSProperties;

export function Toaster(props: ToasterProps) {
  const { toasts } = useSonner();
  useEffect(() => {
    // Newest first; anything behind it is out of date.
    for (const older of toasts.slice(1)) toast.dismiss(older.id);
  }, [toasts]);
  return (
    <Sonner
      position="top-center"
      // Below the sticky header (3.5 rem), so a toast never covers its menu button or links.
      offset={{ top: 64 }}
      mobileOffset={{ top: 64 }}
      richColors
      closeButton
      visibleToasts={1}
      containerAriaLabel="Notifikasi"
      toastOptions={{ closeButtonAriaLabel: "Tutup notifikasi" }}
      {...props}
      style={{ ...READABLE_RICH_COLORS, ...props.style }}
    />
  );
}
