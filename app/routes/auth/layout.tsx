import { Outlet } from "react-router";
import { FlashToaster } from "#app/components/flash-toaster";

export default function AuthLayout() {
  return (
    <>
      <Outlet />
      <FlashToaster />
    </>
  );
}
