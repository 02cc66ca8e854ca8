import { useState } from "react";
import { Icon } from "#app/components/icons/icon";
import { Button } from "#app/components/ui/button";
import { LOCATION_MESSAGES, type LocationPin } from "#domain/location-pin";

/**
 * 'Bagikan Lokasi' for a delivered order (decision 059): the browser's position, sent with
 * the order as two numbers the server turns into a maps link. Refused or unavailable, the
 * customer is told so and orders with the address typed in the note.
 */
export function LocationField({
  value,
  onChange,
}: {
  value: LocationPin | undefined;
  onChange: (pin: LocationPin | undefined) => void;
}) {
  const [problem, setProblem] = useState<string | null>(null);
  const [isLocating, setLocating] = useState(false);
  const share = () => {
    if (!("geolocation" in navigator)) return setProblem(LOCATION_MESSAGES.unavailable);
    setLocating(true);
    setProblem(null);
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => {
        setLocating(false);
        onChange({ latitude: coords.latitude, longitude: coords.longitude });
      },
      (error) => {
        setLocating(false);
        setProblem(
          error.code === error.PERMISSION_DENIED
            ? LOCATION_MESSAGES.denied
            : LOCATION_MESSAGES.unavailable,
        );
      },
      { enableHighAccuracy: true, timeout: 15_000, maximumAge: 60_000 },
    );
  };
  return (
    <div className="flex flex-col gap-2" data-checkout-field>
      <span className="text-sm font-medium">
        Lokasi Pengantaran <span className="font-normal text-muted-foreground">(Opsional)</span>
      </span>
      {value ? (
        <p className="flex flex-wrap items-center gap-2 text-sm" role="status">
          <Icon name="map-pin" aria-hidden className="size-4 text-primary" />
          <span className="font-medium">{LOCATION_MESSAGES.shared}</span>
          <Button type="button" variant="link" size="sm" onClick={() => onChange(undefined)}>
            {LOCATION_MESSAGES.remove}
          </Button>
        </p>
      ) : (
        <Button
          type="button"
          variant="outline"
          className="self-start"
          disabled={isLocating}
          onClick={share}
        >
          <Icon
            name={isLocating ? "loader-circle" : "map-pin"}
            aria-hidden
            className={isLocating ? "animate-spin" : undefined}
          />
          {LOCATION_MESSAGES.share}
        </Button>
      )}
      {problem && (
        <p className="text-sm text-destructive" role="alert">
          {problem}
        </p>
      )}
    </div>
  );
}
