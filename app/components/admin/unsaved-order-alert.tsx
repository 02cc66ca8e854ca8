import { Icon } from "#app/components/icons/icon";
import { Alert } from "#app/components/ui/alert";
import { Button } from "#app/components/ui/button";

/** A dragged order the server did not save: the reason, and a way to save again or undo. */
export function UnsavedOrderAlert({
  reason,
  onSaveAgain,
  onUndo,
}: {
  reason: string;
  onSaveAgain: () => void;
  onUndo: () => void;
}) {
  return (
    <Alert variant="destructive">
      <Icon name="circle-alert" aria-hidden />
      <div className="flex flex-1 flex-col gap-2">
        <p>Urutan belum tersimpan. {reason}</p>
        <div className="flex flex-wrap gap-2">
          <Button size="sm" variant="outline" onClick={onSaveAgain}>
            Simpan Ulang
          </Button>
          <Button size="sm" variant="ghost" onClick={onUndo}>
            Kembalikan Urutan
          </Button>
        </div>
      </div>
    </Alert>
  );
}
