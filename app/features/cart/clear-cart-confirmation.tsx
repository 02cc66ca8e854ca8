import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from "#app/components/ui/alert-dialog";
import { Button } from "#app/components/ui/button";

/** The question 'Kosongkan keranjang?' of ClearCartButton, loaded when first needed. */
export function ClearCartConfirmation({
  isOpen,
  onOpenChange,
  onClear,
}: {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  onClear: () => void;
}) {
  return (
    <AlertDialog open={isOpen} onOpenChange={onOpenChange}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>Kosongkan keranjang?</AlertDialogTitle>
          <AlertDialogDescription>Semua produk di keranjang akan dihapus.</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>Batal</AlertDialogCancel>
          <Button
            type="button"
            variant="destructive"
            onClick={() => {
              onClear();
              onOpenChange(false);
            }}
          >
            Ya, Kosongkan
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
