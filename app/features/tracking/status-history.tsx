import type { HistoryEntryView } from "#domain/order-tracking";
import { Card, CardContent, CardHeader, CardTitle } from "#app/components/ui/card";

/** Spec §4: newest first, each change with its time and optional note. */
export function StatusHistory({ entries }: { entries: HistoryEntryView[] }) {
  return (
    <Card role="region" aria-labelledby="status-history-title">
      <CardHeader>
        <CardTitle id="status-history-title">Riwayat Status</CardTitle>
      </CardHeader>
      <CardContent>
        <ol aria-labelledby="status-history-title" className="flex flex-col divide-y">
          {entries.map((entry) => (
            <li key={entry.id} className="flex flex-col gap-1 py-3 first:pt-0 last:pb-0">
              <span className="text-sm font-medium">{entry.text}</span>
              <time dateTime={entry.createdAt} className="text-xs text-muted-foreground">
                {entry.createdAtText}
              </time>
              {entry.note && (
                <p className="mt-1 rounded-md bg-muted px-3 py-2 text-sm whitespace-pre-line">
                  <span className="font-medium">Catatan:</span> {entry.note}
                </p>
              )}
            </li>
          ))}
        </ol>
      </CardContent>
    </Card>
  );
}
