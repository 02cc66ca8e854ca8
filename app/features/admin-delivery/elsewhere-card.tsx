import { useFetcher } from "react-router";
import { FEE_LATER_LABEL, type DeliveryElsewhere } from "#domain/delivery-fee";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "#app/components/ui/card";
import { SubmitButton } from "#app/components/submit-button";
import type { action } from "#app/routes/admin/delivery";

const CHOICES: { value: DeliveryElsewhere; label: string; description: string }[] = [
  {
    value: "none",
    label: "Tidak dilayani",
    description: "Pelanggan hanya bisa memilih area dari daftar.",
  },
  {
    value: "later",
    label: FEE_LATER_LABEL,
    description: "Pelanggan boleh menulis area lain; Anda menetapkan ongkirnya di halaman pesanan.",
  },
];

/** What an address in none of the areas gets: refused, or a fee the seller sets later. */
export function ElsewhereCard({
  elsewhere,
  hasAreas,
}: {
  elsewhere: DeliveryElsewhere;
  hasAreas: boolean;
}) {
  const fetcher = useFetcher<typeof action>();
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-lg">Area lainnya</CardTitle>
        <CardDescription>
          {hasAreas
            ? "Untuk alamat di luar daftar area di atas."
            : "Berlaku setelah Anda menambahkan area pengiriman."}
        </CardDescription>
      </CardHeader>
      <CardContent>
        <fetcher.Form method="post" className="flex flex-col gap-3">
          <input type="hidden" name="intent" value="set-elsewhere" />
          <fieldset className="flex flex-col gap-2">
            <legend className="sr-only">Area lainnya</legend>
            {CHOICES.map((choice) => (
              <label
                key={choice.value}
                className="flex cursor-pointer items-start gap-3 rounded-lg border px-3 py-2 text-sm has-checked:border-primary"
              >
                <input
                  type="radio"
                  name="elsewhere"
                  value={choice.value}
                  defaultChecked={choice.value === elsewhere}
                  className="mt-1"
                />
                <span className="flex flex-col">
                  <span className="font-medium">{choice.label}</span>
                  <span className="text-muted-foreground">{choice.description}</span>
                </span>
              </label>
            ))}
          </fieldset>
          <SubmitButton className="self-end" disabled={fetcher.state !== "idle"}>
            {fetcher.state !== "idle" ? "Menyimpan..." : "Simpan Pengaturan"}
          </SubmitButton>
        </fetcher.Form>
      </CardContent>
    </Card>
  );
}
