import { LayoutDashboard } from "lucide-react";

export default function AdminHome() {
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center gap-3 py-16 text-center">
      <span className="flex size-14 items-center justify-center rounded-2xl bg-secondary text-primary">
        <LayoutDashboard className="size-7" aria-hidden />
      </span>
      <h1 className="text-2xl font-bold">Welcome to Admin Panel</h1>
      <p className="text-muted-foreground">
        Pilih menu di samping untuk mulai mengelola toko Anda.
      </p>
    </section>
  );
}
