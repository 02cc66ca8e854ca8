import type { ComponentProps } from "react";
import { Button } from "#app/components/ui/button";

/**
 * A form's submit button. Pressing it keeps the focus where it is: leaving a field shows
 * that field's error (forms check a field when it is left), which can move the button away
 * before the press ends and lose the click. Keyboard and touch submit as usual.
 */
export function SubmitButton(props: Omit<ComponentProps<typeof Button>, "type" | "onMouseDown">) {
  return <Button type="submit" onMouseDown={(event) => event.preventDefault()} {...props} />;
}
