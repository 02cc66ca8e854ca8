import type * as React from "react";
import { cn } from "#app/lib/utils";

/**
 * An on/off switch that is a real checkbox (`role="switch"`): it posts "on" with its form,
 * Space toggles it, and screen readers read it as a switch. The track is drawn beside it.
 */
export function Switch({ className, ...props }: Omit<React.ComponentProps<"input">, "type">) {
  return (
    <span className={cn("relative inline-flex h-6 w-11 shrink-0", className)}>
      <input
        type="checkbox"
        role="switch"
        className="peer absolute inset-0 z-10 m-0 size-full cursor-pointer appearance-none rounded-full opacity-0 disabled:cursor-not-allowed"
        {...props}
      />
      <span
        aria-hidden
        className="pointer-events-none flex h-6 w-11 items-center rounded-full bg-input p-0.5 transition-colors peer-checked:bg-destructive peer-focus-visible:ring-[3px] peer-focus-visible:ring-ring/50 peer-disabled:opacity-50 peer-checked:*:translate-x-5"
      >
        <span className="size-5 rounded-full bg-background shadow-sm transition-transform" />
      </span>
    </span>
  );
}
