import { cva, type VariantProps } from "class-variance-authority";
import { Children, cloneElement, type ReactElement, type Ref } from "react";
import type * as React from "react";
import { cn } from "#app/lib/utils";

const buttonVariants = cva(
  "inline-flex shrink-0 items-center justify-center gap-2 whitespace-nowrap rounded-md text-sm font-medium transition-colors outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50 disabled:pointer-events-none disabled:opacity-50 [&_svg]:pointer-events-none [&_svg]:shrink-0 [&_svg:not([class*='size-'])]:size-4",
  {
    variants: {
      variant: {
        default: "bg-primary text-primary-foreground shadow-xs hover:bg-primary/92",
        destructive: "bg-destructive text-white shadow-xs hover:bg-destructive/90",
        outline: "border bg-card shadow-xs hover:bg-accent hover:text-accent-foreground",
        secondary: "bg-secondary text-secondary-foreground shadow-xs hover:bg-secondary/80",
        ghost: "hover:bg-accent hover:text-accent-foreground",
        link: "text-primary underline-offset-4 hover:underline",
      },
      size: {
        default: "h-10 px-4 py-2",
        sm: "h-8 gap-1.5 rounded-md px-3",
        lg: "h-12 rounded-lg px-6 text-base",
        icon: "size-10",
      },
    },
    defaultVariants: { variant: "default", size: "default" },
  },
);

export function Button({
  className,
  variant,
  size,
  asChild = false,
  ...props
}: React.ComponentProps<"button"> & VariantProps<typeof buttonVariants> & { asChild?: boolean }) {
  const Comp = asChild ? Slot : "button";
  return (
    <Comp
      data-slot="button"
      className={cn(buttonVariants({ variant, size, className }))}
      {...props}
    />
  );
}

export { buttonVariants };

type SlotProps = Record<string, unknown> & { children?: React.ReactNode };

/**
 * `asChild`: the one child element (a Link, an a) becomes the button, as Radix's Slot does
 * it: the child's props win, both click handlers run (the child's first), classes and styles
 * are joined and both refs are set. Radix's Slot also handles Slottable and lazy children,
 * which no button here needs.
 */
function Slot({ children, ...slot }: SlotProps) {
  const child = Children.only(children) as ReactElement<SlotProps>;
  const merged: SlotProps = { ...slot, ...child.props };
  for (const [name, value] of Object.entries(slot)) {
    const own = child.props[name];
    if (own === undefined) merged[name] = value;
    else if (/^on[A-Z]/.test(name) && typeof own === "function" && typeof value === "function") {
      merged[name] = (...args: unknown[]) => {
        const result = own(...args);
        value(...args);
        return result;
      };
    } else if (name === "style") merged.style = { ...(value as object), ...(own as object) };
    else if (name === "className") merged.className = [value, own].filter(Boolean).join(" ");
  }
  const refs = [slot.ref, child.props.ref].filter(Boolean) as Ref<unknown>[];
  if (refs.length === 2) {
    merged.ref = (node: unknown) => {
      for (const ref of refs) {
        if (typeof ref === "function") ref(node);
        else if (ref) ref.current = node;
      }
    };
  }
  return cloneElement(child, merged);
}
