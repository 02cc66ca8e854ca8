import { useNavigate } from "react-router";
import { Button } from "#app/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from "#app/components/ui/dialog";

/** Spec §2: an unknown brand gets the dialog 'Brand tidak ditemukan' with 'Tutup'. */
export function BrandNotFoundContent() {
  const navigate = useNavigate();
  const close = () => navigate("/");
  return (
    <Dialog open onOpenChange={(isOpen) => !isOpen && close()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Brand tidak ditemukan</DialogTitle>
          <DialogDescription>Periksa kembali alamat toko yang Anda buka.</DialogDescription>
        </DialogHeader>
        <Button onClick={close}>Tutup</Button>
      </DialogContent>
    </Dialog>
  );
}
