import { Icon } from "#app/components/icons/icon";
import type { ReactNode } from "react";
import { joinClasses } from "./join-classes";
import { usePhotoViewer } from "./photo-viewer-context";

const BUTTON_LOOKS = {
  /** A round bordered button beside a heading. */
  outline:
    "flex size-9 items-center justify-center rounded-full border bg-card hover:bg-muted disabled:opacity-30",
  /** A dark round button laid over the photo. */
  overlay:
    "flex size-9 items-center justify-center rounded-full bg-black/50 text-white disabled:opacity-30",
} as const;

type ButtonProps = {
  look: keyof typeof BUTTON_LOOKS;
  label?: string;
  className?: string;
};

export function PhotoViewerPrevious({ label = "Foto sebelumnya", ...props }: ButtonProps) {
  const { canGoBack, goBack } = usePhotoViewer();
  return (
    <StepButton {...props} label={label} onClick={goBack} disabled={!canGoBack}>
      <Icon name="chevron-left" aria-hidden className="size-5" />
    </StepButton>
  );
}

export function PhotoViewerNext({ label = "Foto berikutnya", ...props }: ButtonProps) {
  const { canGoForward, goForward } = usePhotoViewer();
  return (
    <StepButton {...props} label={label} onClick={goForward} disabled={!canGoForward}>
      <Icon name="chevron-right" aria-hidden className="size-5" />
    </StepButton>
  );
}

function StepButton({
  look,
  label,
  className,
  onClick,
  disabled,
  children,
}: ButtonProps & { label: string; onClick: () => void; disabled: boolean; children: ReactNode }) {
  return (
    <button
      type="button"
      onClick={onClick}
      disabled={disabled}
      aria-label={label}
      className={joinClasses(BUTTON_LOOKS[look], className)}
    >
      {children}
    </button>
  );
}
