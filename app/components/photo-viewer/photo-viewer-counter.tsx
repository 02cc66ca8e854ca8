import { joinClasses } from "./join-classes";
import { usePhotoViewer } from "./photo-viewer-context";

/** 'n / N' over the photo. */
export function PhotoViewerCounter({ className }: { className?: string }) {
  const { count, selected } = usePhotoViewer();
  return (
    <span
      className={joinClasses("rounded-full bg-black/60 px-2 py-0.5 text-xs text-white", className)}
    >
      {selected + 1} / {count}
    </span>
  );
}
