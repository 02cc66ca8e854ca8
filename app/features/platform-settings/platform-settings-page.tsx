import type { ReactNode } from "react";

/** The platform settings page's frame: its title and what goes under it. */
export function PlatformSettingsPage({ children }: { children: ReactNode }) {
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-5">
      <div>
        <h1 className="text-2xl font-bold">Platform Settings</h1>
        <p className="text-sm text-muted-foreground">Manage global platform configuration</p>
      </div>
      {children}
    </div>
  );
}

/** Spec §2: the page shows a skeleton while its data is on the way. */
export function PlatformSettingsSkeleton() {
  return (
    <div className="flex flex-col gap-5" aria-busy="true" aria-label="Loading...">
      {[0, 1].map((card) => (
        <div key={card} className="flex animate-pulse flex-col gap-4 rounded-xl border bg-card p-5">
          <div className="h-5 w-40 rounded bg-muted" />
          <div className="h-11 rounded bg-muted" />
          <div className="h-11 rounded bg-muted" />
        </div>
      ))}
    </div>
  );
}
