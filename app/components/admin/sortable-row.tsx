import { useSortable } from "@dnd-kit/sortable";
import { CSS } from "@dnd-kit/utilities";
import type { ReactNode } from "react";
import { Icon } from "#app/components/icons/icon";

/**
 * One row of a list the seller puts in order (products, links) inside a `SortableList`: a
 * handle named 'Geser {name}' to drag it by (mouse, touch, or the keyboard: focus it, Space,
 * arrows, Space), then the row's own content.
 */
export function SortableRow({
  id,
  name,
  isDisabled,
  className,
  children,
  ...data
}: {
  id: string;
  name: string;
  isDisabled: boolean;
  className: string;
  children: ReactNode;
} & Record<`data-${string}`, string>) {
  const { attributes, listeners, setNodeRef, transform, transition, isDragging } = useSortable({
    id,
  });
  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Transform.toString(transform), transition }}
      className={`${className} ${isDragging ? "relative z-10 shadow-lg" : ""}`}
      {...data}
    >
      <button
        type="button"
        className="-ml-1 flex w-7 shrink-0 cursor-grab touch-none items-center justify-center self-stretch rounded-md text-muted-foreground hover:bg-muted focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none active:cursor-grabbing disabled:cursor-not-allowed disabled:opacity-50"
        aria-label={`Geser ${name}`}
        disabled={isDisabled}
        {...attributes}
        {...listeners}
      >
        <Icon name="grip-vertical" className="size-4" aria-hidden />
      </button>
      {children}
    </li>
  );
}
