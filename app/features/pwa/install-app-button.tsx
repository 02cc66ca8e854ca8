import { Icon } from "#app/components/icons/icon";
import { useSyncExternalStore } from "react";
import { sidebarItemClass } from "#app/components/ui/sidebar";
import { PWA_TEXTS } from "#domain/app-manifest";
import { canPromptInstall, promptInstall, subscribeInstallPrompt } from "./install-prompt";

/**
 * 'Pasang Aplikasi' where the browser offers installing (Chrome, Android); on iOS Safari,
 * which has no such event, a hint to add the admin from the share sheet. Nothing once the
 * admin runs as an installed app.
 */
export function InstallAppButton() {
  const canInstall = useSyncExternalStore(subscribeInstallPrompt, canPromptInstall, () => false);
  const isIosBrowser = useIsIosBrowser();

  if (canInstall) {
    return (
      <button
        type="button"
        className={sidebarItemClass}
        title={PWA_TEXTS.install}
        onClick={() => void promptInstall()}
      >
        <Icon name="download" aria-hidden />
        <span>{PWA_TEXTS.install}</span>
      </button>
    );
  }
  if (isIosBrowser) {
    return (
      <p className="px-2 text-xs text-muted-foreground group-data-[collapsible=icon]:hidden">
        {PWA_TEXTS.iosHint}
      </p>
    );
  }
  return null;
}

/** Known after hydration only, so the server's HTML and the first render agree. */
function useIsIosBrowser(): boolean {
  return useSyncExternalStore(subscribeNothing, isIosBrowser, () => false);
}

function subscribeNothing(): () => void {
  return () => {};
}

function isIosBrowser(): boolean {
  const isStandalone =
    window.matchMedia("(display-mode: standalone)").matches ||
    (navigator as Navigator & { standalone?: boolean }).standalone === true;
  const isIosDevice =
    /iPhone|iPad|iPod/.test(navigator.userAgent) ||
    (navigator.platform === "MacIntel" && navigator.maxTouchPoints > 1);
  return isIosDevice && !isStandalone;
}
