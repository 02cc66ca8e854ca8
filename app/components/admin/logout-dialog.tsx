import { useState, type ReactNode } from "react";
import { useFetcher } from "react-router";
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from "#app/components/ui/alert-dialog";
import { Button } from "#app/components/ui/button";

/**
 * Asks before signing out. The sign-out's answer goes to /auth, where 'Berhasil logout'
 * shows; a failure is its toast here.
 */
export function LogoutDialog({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const fetcher = useFetcher();
  const isSubmitting = fetcher.state !== "idle";

  return (
    <AlertDialog open={open} onOpenChange={(next) => !isSubmitting && setOpen(next)}>
      <AlertDialogTrigger asChild>{children}</AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>Logout</AlertDialogTitle>
          <AlertDialogDescription>Apakah Anda yakin ingin logout?</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={isSubmitting}>Batal</AlertDialogCancel>
          <Button
            variant="destructive"
            disabled={isSubmitting}
            onClick={() => fetcher.submit(null, { method: "post", action: "/logout" })}
          >
            {isSubmitting ? "Memproses..." : "Logout"}
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
