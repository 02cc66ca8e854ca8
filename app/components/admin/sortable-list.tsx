import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  TouchSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
} from "@dnd-kit/core";
import {
  rectSortingStrategy,
  SortableContext,
  sortableKeyboardCoordinates,
} from "@dnd-kit/sortable";
import type { ReactNode } from "react";
import { moveItem } from "#domain/reorder";

/**
 * Items in their order, reordered by dragging (mouse, touch, or the keyboard: focus a
 * handle, Space, arrows, Space), with what happens said in Indonesian to screen readers.
 * `ids` are the items' ids in their order; `nameOf` names one ('Foto 2', a product's name);
 * `thing` is what an item is ('foto', 'produk'). The children are the sortable items.
 */
export function SortableList({
  ids,
  nameOf,
  thing,
  isDisabled,
  onReorder,
  children,
}: {
  ids: string[];
  nameOf: (id: string) => string;
  thing: string;
  isDisabled: boolean;
  onReorder: (ids: string[]) => void;
  children: ReactNode;
}) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 150, tolerance: 5 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const position = (id: string | number) => ids.indexOf(String(id)) + 1;
  const name = (id: string | number) => nameOf(String(id));
  const announcements: Announcements = {
    onDragStart: ({ active }) => `${name(active.id)} diangkat.`,
    onDragOver: ({ active, over }) =>
      over
        ? `${name(active.id)} dipindah ke posisi ${position(over.id)}.`
        : `${name(active.id)} di luar daftar.`,
    onDragEnd: ({ active, over }) =>
      over
        ? `${name(active.id)} diletakkan di posisi ${position(over.id)}.`
        : `${name(active.id)} diletakkan.`,
    onDragCancel: ({ active }) => `Batal. ${name(active.id)} kembali ke tempatnya.`,
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    onReorder(moveItem(ids, ids.indexOf(String(active.id)), ids.indexOf(String(over.id))));
  };
  const screenReaderInstructions = {
    draggable:
      `Untuk memindahkan ${thing}, tekan Spasi atau Enter, geser dengan tombol panah, lalu tekan ` +
      "Spasi atau Enter lagi untuk meletakkannya. Tekan Escape untuk membatalkan.",
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={{ announcements, screenReaderInstructions }}
    >
      <SortableContext items={ids} strategy={rectSortingStrategy} disabled={isDisabled}>
        {children}
      </SortableContext>
    </DndContext>
  );
}
