import { getFormProps, getSelectProps } from "@conform-to/react";
import { Icon } from "#app/components/icons/icon";
import { useState } from "react";
import { Link, useFetcher } from "react-router";
import { SHOP_TIME_ZONES, timeZoneLabel, type ShopTimeZone } from "#domain/shop-time";
import {
  CLOSED_ORDER_POLICIES,
  CLOSED_ORDER_POLICY_LABELS,
  DAY_LABELS,
  DAYS,
  formatDayHours,
  type Day,
  type DayHours,
} from "#domain/operational-hours";
import {
  normalizeTimeInput,
  TIME_INPUT_MAX_LENGTH,
  ZShopHoursFormSchema,
  type OwnShopHours,
  type TShopHoursSchema,
} from "#domain/shop-hours";
import { FormField } from "#app/components/form-field";
import { Badge } from "#app/components/ui/badge";
import { Button } from "#app/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "#app/components/ui/card";
import { Input } from "#app/components/ui/input";
import { NativeSelect } from "#app/components/ui/native-select";
import { useFormSuccess, useSchemaForm } from "#app/lib/forms";
import type { action } from "#app/routes/admin/store";
import { SubmitButton } from "#app/components/submit-button";

const zoneName = (timeZone: ShopTimeZone) =>
  SHOP_TIME_ZONES.find((zone) => zone.value === timeZone)!.name;

/**
 * The shop's opening hours, its zone and what happens to orders while it is closed: what
 * customers see and what the checkout allows (domain/shop-hours.ts). Times are typed as
 * 24-hour text, never the browser's time picker, which shows AM/PM on an English browser.
 */
export function HoursCard({ hours }: { hours: OwnShopHours }) {
  const [isEditing, setIsEditing] = useState(false);
  return (
    <Card>
      <CardHeader className="flex flex-row flex-wrap items-start justify-between gap-3">
        <div className="flex flex-col gap-1">
          <CardTitle className="flex items-center gap-2 text-lg">
            <Icon name="clock" className="size-5" aria-hidden />
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
            <Icon name="pencil" aria-hidden />
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

function HoursDetails({ hours }: { hours: TShopHoursSchema }) {
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
      <p className="text-muted-foreground">
        Libur atau jam lain pada tanggal tertentu?{" "}
        <Link to="/admin/special-days" className="font-medium text-primary underline">
          Atur Libur &amp; Jam Khusus
        </Link>
      </p>
    </section>
  );
}

function HoursForm({ hours, onDone }: { hours: TShopHoursSchema; onDone: () => void }) {
  // A fetcher of this opening of the form: one keyed by its place on the page would hand a
  // reopened form the answer to the last one, and close it at once.
  const [fetcherKey] = useState(() => `hours-form-${Math.random().toString(36).slice(2)}`);
  const fetcher = useFetcher<typeof action>({ key: fetcherKey });
  useFormSuccess(fetcher, onDone);
  const [form, fields] = useSchemaForm(ZShopHoursFormSchema, {
    lastResult: fetcher.data?.result,
    defaultValue: {
      timeZone: hours.timeZone,
      operationalHours: hours.operationalHours,
      closedOrderPolicy: hours.closedOrderPolicy,
    },
  });
  const days = fields.operationalHours.getFieldset();
  const isSaving = fetcher.state !== "idle";
  const policyError = fields.closedOrderPolicy.errors?.[0];

  return (
    <fetcher.Form method="post" className="flex flex-col gap-5" {...getFormProps(form)}>
      <input type="hidden" name="intent" value="save-hours" />
      <FormField field={fields.timeZone} label="Zona Waktu">
        <NativeSelect {...getSelectProps(fields.timeZone)}>
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
            hours={hours.operationalHours[day]}
            fields={days[day].getFieldset()}
          />
        ))}
      </fieldset>

      <fieldset
        className="flex flex-col gap-2"
        aria-describedby={policyError ? fields.closedOrderPolicy.errorId : undefined}
      >
        <legend className="mb-1 text-sm font-medium">Saat toko tutup</legend>
        {CLOSED_ORDER_POLICIES.map((policy) => (
          <label key={policy} className="flex items-start gap-3 text-sm">
            <input
              type="radio"
              name={fields.closedOrderPolicy.name}
              value={policy}
              className="mt-0.5 size-4 accent-primary"
              defaultChecked={hours.closedOrderPolicy === policy}
            />
            {CLOSED_ORDER_POLICY_LABELS[policy]}
          </label>
        ))}
        {policyError && (
          <p
            id={fields.closedOrderPolicy.errorId}
            role="alert"
            className="text-sm text-destructive"
          >
            {policyError}
          </p>
        )}
      </fieldset>

      <div className="flex justify-end gap-2">
        <Button type="button" variant="outline" disabled={isSaving} onClick={onDone}>
          Batal
        </Button>
        <SubmitButton disabled={isSaving}>{isSaving ? "Menyimpan..." : "Simpan"}</SubmitButton>
      </div>
    </fetcher.Form>
  );
}

/** What the form knows of one input of a day (Conform's field metadata). */
type DayField = { name: string; id: string; errors?: string[] };

/**
 * One day: open or not, and its times. A closed day's times cannot be edited but are kept,
 * posted from hidden inputs (a disabled input posts nothing).
 */
function DayRow({
  day,
  hours,
  fields,
}: {
  day: Day;
  hours: DayHours;
  fields: { isOpen: DayField; openTime: DayField; closeTime: DayField };
}) {
  const label = DAY_LABELS[day];
  const [isOpen, setIsOpen] = useState(hours.isOpen);
  const [times, setTimes] = useState({ openTime: hours.openTime, closeTime: hours.closeTime });
  const error = fields.openTime.errors?.[0] ?? fields.closeTime.errors?.[0];
  const errorId = `hours-${day}-error`;
  const timeInput = (field: "openTime" | "closeTime", name: string) => {
    const meta = fields[field];
    return (
      <>
        <Input
          id={meta.id}
          name={meta.name}
          inputMode="numeric"
          autoComplete="off"
          maxLength={TIME_INPUT_MAX_LENGTH}
          placeholder="JJ:MM"
          aria-label={`${label} ${name}`}
          aria-invalid={meta.errors ? true : undefined}
          aria-describedby={meta.errors ? errorId : undefined}
          value={times[field]}
          disabled={!isOpen}
          onChange={(event) => setTimes((current) => ({ ...current, [field]: event.target.value }))}
          onBlur={(event) => {
            // "730" becomes "07:30" before the form checks the field on leaving it.
            const time = normalizeTimeInput(event.currentTarget.value);
            event.currentTarget.value = time;
            setTimes((current) => ({ ...current, [field]: time }));
          }}
          className="h-10 text-center tabular-nums"
        />
        {!isOpen && <input type="hidden" name={meta.name} value={times[field]} />}
      </>
    );
  };
  return (
    <div className="flex flex-col gap-1">
      <div className="grid grid-cols-[6rem_1fr_auto_1fr] items-center gap-2 text-sm">
        <label className="flex items-center gap-2">
          <input
            type="checkbox"
            name={fields.isOpen.name}
            className="size-4 accent-primary"
            checked={isOpen}
            onChange={(event) => setIsOpen(event.target.checked)}
            aria-label={`${label} buka`}
          />
          {label}
        </label>
        {timeInput("openTime", "jam buka")}
        <span aria-hidden className="text-muted-foreground">
          –
        </span>
        {timeInput("closeTime", "jam tutup")}
      </div>
      {error && (
        <p id={errorId} role="alert" className="text-sm text-destructive">
          {label}: {error}
        </p>
      )}
    </div>
  );
}
