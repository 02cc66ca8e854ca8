import { Icon } from "#app/components/icons/icon";
import { useState, type ComponentProps } from "react";
import { Input } from "#app/components/ui/input";

/** Password field with a show/hide toggle; it decides its own `type`. */
export function PasswordInput({ type: _type, ...props }: ComponentProps<"input">) {
  const [isVisible, setIsVisible] = useState(false);
  return (
    <div className="relative">
      <Input {...props} type={isVisible ? "text" : "password"} className="pr-11" />
      <button
        type="button"
        onClick={() => setIsVisible((visible) => !visible)}
        aria-label={isVisible ? "Sembunyikan password" : "Tampilkan password"}
        aria-pressed={isVisible}
        className="absolute inset-y-0 right-0 flex w-11 items-center justify-center text-muted-foreground hover:text-foreground"
      >
        {isVisible ? (
          <Icon name="eye-off" className="size-5" />
        ) : (
          <Icon name="eye" className="size-5" />
        )}
      </button>
    </div>
  );
}
