import { Icon } from "#app/components/icons/icon";
import { Button } from "#app/components/ui/button";
import { useIsHydrated } from "#app/lib/use-is-hydrated";

/**
 * 'Cetak': opens the browser's print dialog. A print page is opened as a whole document, so
 * the button is shown disabled until the page's scripts run: a tap before then would do
 * nothing and leave the seller wondering.
 */
export function PrintButton({ children }: { children: React.ReactNode }) {
  const isReady = useIsHydrated();
  return (
    <Button type="button" disabled={!isReady} onClick={() => window.print()}>
      <Icon name="printer" aria-hidden />
      {children}
    </Button>
  );
}
