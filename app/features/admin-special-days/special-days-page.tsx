import { useState } from "react";
import { Link, useFetcher } from "react-router";
import { ConfirmDeleteDialog } from "#app/components/admin/confirm-delete-dialog";
import { AdminPageHeader } from "#app/components/admin/page-header";
import { Icon } from "#app/components/icons/icon";
import { Button } from "#app/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "#app/components/ui/card";
import type { action } from "#app/routes/admin/special-days";
import type { OwnSpecialDay, OwnSpecialDays } from "#domain/special-days";
import { SpecialDayForm } from "./special-day-form";

/**
 * /admin/special-days: the dates the shop closes or keeps other hours on, from today on;
 * one added ahead, one deleted. Customers see them in the shop's status, its week of hours
 * and the checkout's days.
 */
export function SpecialDaysPage({ specialDays }: { specialDays: OwnSpecialDays }) {
  const [isAdding, setIsAdding] = useState(false);
  const [deleting, setDeleting] = useState<OwnSpecialDay | null>(null);
  const deleter = useFetcher<typeof action>();
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-5">
      <AdminPageHeader
        title="Libur & Jam Khusus"
        description="Tanggal toko tutup atau buka dengan jam lain. Pelanggan melihat keterangannya, dan checkout melewati tanggal libur."
      />
      <Card>
        <CardHeader className="flex flex-row flex-wrap items-start justify-between gap-3">
          <div className="flex flex-col gap-1">
            <CardTitle className="text-lg">Hari Khusus</CardTitle>
            <CardDescription>
              Jam biasa diatur di{" "}
              <Link to="/admin/store" className="font-medium text-primary underline">
                Jam Operasional
              </Link>
              . Tanggal dihitung dalam zona waktu toko ({specialDays.zoneLabel}).
            </CardDescription>
          </div>
          {!isAdding && (
            <Button variant="outline" onClick={() => setIsAdding(true)}>
              <Icon name="plus" aria-hidden />
              Tambah Hari Khusus
            </Button>
          )}
        </CardHeader>
        <CardContent className="flex flex-col gap-3">
          {isAdding && (
            <SpecialDayForm today={specialDays.today} onDone={() => setIsAdding(false)} />
          )}
          {specialDays.upcoming.length === 0 && !isAdding && (
            <p className="text-sm text-muted-foreground">
              Belum ada hari khusus. Toko buka sesuai jam operasional setiap minggu.
            </p>
          )}
          <ul className="flex flex-col gap-2" aria-label="Daftar hari khusus">
            {specialDays.upcoming.map((day) => (
              <li
                key={day.id}
                className="flex items-center justify-between gap-3 rounded-lg border px-3 py-2"
              >
                <div className="flex min-w-0 flex-col text-sm">
                  <span className="font-medium break-words">{day.rangeText}</span>
                  <span
                    className={day.kind === "closed" ? "text-destructive" : "text-muted-foreground"}
                  >
                    {day.description}
                  </span>
                </div>
                <Button
                  variant="outline"
                  size="icon"
                  aria-label={`Hapus hari khusus ${day.rangeText}`}
                  onClick={() => setDeleting(day)}
                >
                  <Icon name="trash-2" aria-hidden />
                </Button>
              </li>
            ))}
          </ul>
        </CardContent>
        <ConfirmDeleteDialog
          open={deleting !== null}
          title="Hapus hari khusus?"
          description={
            deleting
              ? `${deleting.rangeText} (${deleting.description}) akan dihapus; toko kembali buka sesuai jam operasional biasa.`
              : ""
          }
          onOpenChange={(open) => !open && setDeleting(null)}
          onConfirm={async () => {
            if (deleting) {
              await deleter.submit(
                { intent: "delete-special-day", id: deleting.id },
                { method: "post" },
              );
            }
            setDeleting(null);
          }}
        />
      </Card>
    </div>
  );
}
