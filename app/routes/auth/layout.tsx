import { Outlet } from "react-router";
import { Toaster } from "~/components/ui/sonner";
import { useNoticeToast } from "~/features/auth/use-notice-toast";

export default function AuthLayout() {
  useNoticeToast();
  return (
    <>
      <Outlet />
      <Toaster />
    </>
  );
}
