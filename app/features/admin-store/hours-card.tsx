import { Clock, Pencil } from "lucide-react";
import { useState, type FormEvent } from "react";
import { useFetcher } from "react-router";
import { SHOP_TIME_ZONES, timeZoneLabel, type ShopTimeZone } from "../../../domain/delivery";
import {
  CLOSED_ORDER_POLICIES,
  CLOSED_ORDER_POLICY_LABELS,
  DAY_LABELS,
  DAYS,
  formatDayHours,
  type ClosedOrderPolicy,
  type Day,
  type DayHours,
  type OperationalHours,
} from "../../../domain/operational-hours";
import {
  checkShopHours,
  normalizeTimeInput,
  SHOP_HOURS_MESSAGES,
} from "../../../domain/shop-hours";
import type { StoreActionResult } from "./store-page";
import { useResultToast } from "~/components/admin/use-result-toast";
import { FormField } from "~/components/form-field";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import { Input } from "~/components/ui/input";
import { NativeSelect } from "~/components/ui/native-select";

export type ShopHoursValues = {
  timeZone: ShopTimeZone;
  operationalHours: OperationalHours;
  closedOrderPolicy: ClosedOrderPolicy;
};

export type ShopHoursCardData = ShopHoursValues & {
  isOpen: boolean;
  closedText: string | null;
  isSwitchedOn: boolean;
};

/** Every key a refusal may name; each shows next to its own input. */
const HOURS_FIELDS = [
  "timeZone",
  "closedOrderPolicy",
  ...DAYS.flatMap((day) => [`${day}.openTime`, `${day}.closeTime`, `${day}.isOpen`]),
];

const zoneName = (timeZone: string) =>
  SHOP_TIME_ZONES.find((zone) => zone.value === timeZone)?.name ?? timeZoneLabel(timeZone);

/**
 * The shop's opening hours, its zone and what happens to orders while it is closed: what
 * customers see and what the checkout allows (domain/shop-hours.ts). Times are typed as
 * 24-hour text, never the browser's time picker, which shows AM/PM on an English browser.
 */
export function HoursCard({ hours }: { hours: ShopHoursCardData }) {
  const [isEditing, setIsEditing] = useState(false);
  return (
    <Card>
      <CardHeader className="flex flex-row flex-wrap items-start justify-between gap-3">
        <div className="flex flex-col gap-1">
          <CardTitle className="flex items-center gap-2 text-lg">
            <Clock className="size-5" aria-hidden />
            Jam Operasional
            <Badge variant={hours.isOpen ? "success" : "destructive"}>
              {hours.isOpen ? "BUKA" : "TUTUP"}
            </Badge>
          </CardTitle>
          <CardDescription>
            {hours.isOpen
              ? "Toko sedang buka dan menerima pesanan."
              : !hours.isSwitchedOn
                ? "Toko sedang ditutup lewat tombol Tutup Toko; pelanggan tidak bisa memesan."
                : `${hours.closedText ?? "Toko sedang tutup"}.`}
          </CardDescription>
        </div>
        {!isEditing && (
          <Button variant="outline" onClick={() => setIsEditing(true)}>
            <Pencil aria-hidden />
            Ubah Jam Operasional
          </Button>
        )}
      </CardHeader>
      <CardContent>
        {isEditing ? (
          <HoursForm hours={hours} onDone={() => setIsEditing(false)} />
        ) : (
          <HoursDetails hours={hours} />
        )}
      </CardContent>
    </Card>
  );
}

function HoursDetails({ hours }: { hours: ShopHoursValues }) {
  const label = timeZoneLabel(hours.timeZone);
  return (
    <section aria-label="Jadwal jam operasional" className="flex flex-col gap-3 text-sm">
      <dl className="grid gap-3 sm:grid-cols-2">
        <div>
          <dt className="text-xs text-muted-foreground">Zona Waktu</dt>
          <dd>{zoneName(hours.timeZone)}</dd>
        </div>
        <div>
          <dt className="text-xs text-muted-foreground">Saat toko tutup</dt>
          <dd>{CLOSED_ORDER_POLICY_LABELS[hours.closedOrderPolicy]}</dd>
        </div>
      </dl>
      <ul className="grid gap-1 sm:grid-cols-2">
        {DAYS.map((day) => {
          const text = formatDayHours(hours.operationalHours[day]);
          return (
            <li key={day} className="flex justify-between rounded-md bg-muted/60 px-3 py-1.5">
              <span>{DAY_LABELS[day]}</span>
              <span className="tabular-nums">
                {text === "Tutup" || text === "24 jam" ? text : `${text} ${label}`}
              </span>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

function HoursForm({ hours, onDone }: { hours: ShopHoursValues; onDone: () => void }) {
  const [values, setValues] = useState<ShopHoursValues>(() => ({
    timeZone: hours.timeZone,
    operationalHours: hours.operationalHours,
    closedOrderPolicy: hours.closedOrderPolicy,
  }));
  const [clientErrors, setClientErrors] = useState<Record<string, string>>({});
  const fetcher = useFetcher<StoreActionResult>();
  const isSaving = fetcher.state !== "idle";
  useResultToast(
    fetcher,
    {
      success: SHOP_HOURS_MESSAGES.saved,
      failure: SHOP_HOURS_MESSAGES.saveFailed,
      inlineFields: HOURS_FIELDS,
    },
    onDone,
  );
  // The server's answer to the last save, until the seller changes a field again.
  const serverErrors = fetcher.data && !fetcher.data.ok ? fetcher.data.fieldErrors : {};
  const errors = { ...serverErrors, ...clientErrors };
  const setErrors = setClientErrors;

  const setDay = (day: Day, change: Partial<DayHours>) => {
    setValues((current) => ({
      ...current,
      operationalHours: {
        ...current.operationalHours,
        [day]: { ...current.operationalHours[day], ...change },
      },
    }));
    setErrors((current) => {
      const rest = { ...current };
      for (const key of Object.keys(change)) delete rest[`${day}.${key}`];
      return rest;
    });
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = checkShopHours(values);
    if (!checked.ok) {
      setErrors(checked.errors);
      const first = DAYS.flatMap((day) => [`${day}.openTime`, `${day}.closeTime`]).find(
        (key) => checked.errors[key],
      );
      if (first) document.getElementById(`hours-${first.replace(".", "-")}`)?.focus();
      return;
    }
    setErrors({});
    fetcher.submit(
      { intent: "save-hours", ...checked.data },
      { method: "post", encType: "application/json" },
    );
  };

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-5">
      <FormField id="hours-zone" label="Zona Waktu" error={errors.timeZone}>
        <NativeSelect
          id="hours-zone"
          value={values.timeZone}
          aria-invalid={Boolean(errors.timeZone) || undefined}
          onChange={(event) =>
            setValues((current) => ({ ...current, timeZone: event.target.value as ShopTimeZone }))
          }
        >
          {SHOP_TIME_ZONES.map((zone) => (
            <option key={zone.value} value={zone.value}>
              {zone.name}
            </option>
          ))}
        </NativeSelect>
      </FormField>

      <fieldset className="flex flex-col gap-3" aria-describedby="hours-days-hint">
        <legend className="mb-1 text-sm font-medium">Hari dan Jam Buka</legend>
        <p id="hours-days-hint" className="text-xs text-muted-foreground">
          Tulis jam dalam format 24 jam, misalnya 08:00 atau 2200. Jam tutup lebih awal dari jam
          buka berarti buka melewati tengah malam; jam buka dan tutup yang sama berarti buka 24 jam.
        </p>
        {DAYS.map((day) => (
          <DayRow
            key={day}
            day={day}
            hours={values.operationalHours[day]}
            openError={errors[`${day}.openTime`]}
            closeError={errors[`${day}.closeTime`]}
            onChange={(change) => setDay(day, change)}
          />
        ))}
      </fieldset>

      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1 text-sm font-medium">Saat toko tutup</legend>
        {CLOSED_ORDER_POLICIES.map((policy) => (
          <label key={policy} className="flex items-start gap-3 text-sm">
            <input
              type="radio"
              name="closedOrderPolicy"
              value={policy}
              className="mt-0.5 size-4 accent-primary"
              checked={values.closedOrderPolicy === policy}
              onChange={() => setValues((current) => ({ ...current, closedOrderPolicy: policy }))}
            />
            {CLOSED_ORDER_POLICY_LABELS[policy]}
          </label>
        ))}
        {errors.closedOrderPolicy && (
          <p role="alert" className="text-sm text-destructive">
            {errors.closedOrderPolicy}
          </p>
        )}
      </fieldset>

      <div className="flex justify-end gap-2">
        <Button type="button" variant="outline" disabled={isSaving} onClick={onDone}>
          Batal
        </Button>
        <Button type="submit" disabled={isSaving}>
          {isSaving ? "Menyimpan..." : "Simpan"}
        </Button>
      </div>
    </form>
  );
}

function DayRow({
  day,
  hours,
  openError,
  closeError,
  onChange,
}: {
  day: Day;
  hours: DayHours;
  openError?: string;
  closeError?: string;
  onChange: (change: Partial<DayHours>) => void;
}) {
  const label = DAY_LABELS[day];
  const error = openError ?? closeError;
  const timeInput = (field: "openTime" | "closeTime", name: string, fieldError?: string) => {
    const id = `hours-${day}-${field}`;
    return (
      <Input
        id={id}
        inputMode="numeric"
        autoComplete="off"
        maxLength={5}
        placeholder="JJ:MM"
        aria-label={`${label} ${name}`}
        aria-invalid={Boolean(fieldError) || undefined}
        aria-describedby={fieldError ? `hours-${day}-error` : undefined}
        value={hours[field]}
        disabled={!hours.isOpen}
        onChange={(event) => onChange({ [field]: event.target.value })}
        onBlur={(event) => onChange({ [field]: normalizeTimeInput(event.target.value) })}
        className="h-10 text-center tabular-nums"
      />
    );
  };
  return (
    <div className="flex flex-col gap-1">
      <div className="grid grid-cols-[6rem_1fr_auto_1fr] items-center gap-2 text-sm">
        <label className="flex items-center gap-2">
          <input
            type="checkbox"
            className="size-4 accent-primary"
            checked={hours.isOpen}
            onChange={(event) => onChange({ isOpen: event.target.checked })}
            aria-label={`${label} buka`}
          />
          {label}
        </label>
        {timeInput("openTime", "jam buka", openError)}
        <span aria-hidden className="text-muted-foreground">
          –
        </span>
        {timeInput("closeTime", "jam tutup", closeError)}
      </div>
      {error && (
        <p id={`hours-${day}-error`} role="alert" className="text-sm text-destructive">
          {label}: {error}
        </p>
      )}
    </div>
  );
}
