import { useEffect, useState, type ReactNode } from "react";
import { useFetcher, useNavigate } from "react-router";
import { toast } from "sonner";
import { ACCOUNT_MESSAGES } from "../../../domain/account";
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from "~/components/ui/alert-dialog";
import { Button } from "~/components/ui/button";

/** Asks before signing out; on success toasts 'Berhasil logout' and goes to /auth. */
export function LogoutDialog({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const fetcher = useFetcher<{ ok: boolean }>();
  const navigate = useNavigate();
  const isSubmitting = fetcher.state !== "idle";

  useEffect(() => {
    if (fetcher.state !== "idle" || !fetcher.data) return;
    if (fetcher.data.ok) {
      toast.success(ACCOUNT_MESSAGES.logoutOk);
      navigate("/auth", { replace: true });
    } else {
      toast.error(ACCOUNT_MESSAGES.logoutFailed);
    }
  }, [fetcher.state, fetcher.data, navigate]);

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
