import { joinClasses } from "./join-classes";
import { usePhotoViewer } from "./photo-viewer-context";

/** One dot per photo ('Foto 1', 'Foto 2', …); the current one is marked and filled. */
export function PhotoViewerDots({ className }: { className?: string }) {
  const { count, selected, goTo } = usePhotoViewer();
  return (
    <div className={joinClasses("flex justify-center gap-1.5", className)}>
      {Array.from({ length: count }, (_, index) => (
        <button
          key={index}
          type="button"
          aria-label={`Foto ${index + 1}`}
          aria-current={index === selected}
          onClick={() => goTo(index)}
          className="size-2.5 rounded-full bg-white/60 aria-[current=true]:bg-white"
        />
      ))}
    </div>
  );
}
