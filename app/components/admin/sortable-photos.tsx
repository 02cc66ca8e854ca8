import { useSortable } from "@dnd-kit/sortable";
import { CSS } from "@dnd-kit/utilities";
import { Icon } from "#app/components/icons/icon";
import { mediaVariantUrl } from "#domain/media";
import { SortableList } from "./sortable-list";

/**
 * Photos in display order, reordered by dragging (mouse, touch, or the keyboard: focus a
 * handle, Space, arrows, Space). The first photo is the main one.
 */
export function SortablePhotos({
  photos,
  onChange,
  isDisabled = false,
  label = "Foto",
}: {
  photos: string[];
  onChange: (photos: string[]) => void;
  isDisabled?: boolean;
  label?: string;
}) {
  return (
    <SortableList
      ids={photos}
      nameOf={(id) => `${label} ${photos.indexOf(id) + 1}`}
      thing="foto"
      isDisabled={isDisabled}
      onReorder={onChange}
    >
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3" aria-label={`${label} (urutan)`}>
        {photos.map((url, index) => (
          <SortablePhoto
            key={url}
            url={url}
            index={index}
            label={label}
            isDisabled={isDisabled}
            onRemove={() => onChange(photos.filter((photo) => photo !== url))}
          />
        ))}
      </ul>
    </SortableList>
  );
}

function SortablePhoto({
  url,
  index,
  label,
  isDisabled,
  onRemove,
}: {
  url: string;
  index: number;
  label: string;
  isDisabled: boolean;
  onRemove: () => void;
}) {
  const { attributes, listeners, setNodeRef, transform, transition, isDragging } = useSortable({
    id: url,
  });
  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Transform.toString(transform), transition }}
      className={`relative ${isDragging ? "z-10 opacity-80" : ""}`}
      data-photo-url={url}
    >
      <img
        src={mediaVariantUrl(url, 320)}
        alt={`${label} ${index + 1}`}
        width={320}
        height={240}
        className="aspect-[4/3] w-full rounded-lg border bg-muted object-cover"
      />
      {index === 0 && (
        <span className="absolute bottom-2 left-2 rounded-md bg-primary px-2 py-0.5 text-xs font-medium text-primary-foreground">
          Foto Utama
        </span>
      )}
      <button
        type="button"
        className="absolute top-2 left-2 flex size-8 touch-none items-center justify-center rounded-md bg-background/90 shadow-sm disabled:opacity-50"
        aria-label={`Geser ${label.toLowerCase()} ${index + 1}`}
        disabled={isDisabled}
        {...attributes}
        {...listeners}
      >
        <Icon name="grip-vertical" className="size-4" aria-hidden />
      </button>
      <button
        type="button"
        className="absolute top-2 right-2 flex size-8 items-center justify-center rounded-md bg-background/90 text-destructive shadow-sm disabled:opacity-50"
        aria-label={`Buang ${label.toLowerCase()} ${index + 1}`}
        disabled={isDisabled}
        onClick={onRemove}
      >
        <Icon name="x" className="size-4" aria-hidden />
      </button>
    </li>
  );
}
