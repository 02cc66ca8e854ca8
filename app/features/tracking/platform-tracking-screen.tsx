import { Icon } from "#app/components/icons/icon";
import { useState } from "react";
import { Form, useNavigation } from "react-router";
import { OrderNumberInput, SearchButton } from "./order-search-fields";
import { TrackingHeader } from "./tracking-header";
import { Card } from "#app/components/ui/card";
import { Input } from "#app/components/ui/input";
import { Label } from "#app/components/ui/label";

/**
 * /order-tracking has no brand, and order numbers are unique only within a brand: the
 * customer names the shop (its URL name) and continues on that shop's tracking page, where
 * the number is searched and verified as usual.
 */
export function PlatformTrackingScreen({ initialNumber }: { initialNumber: string }) {
  const [username, setUsername] = useState("");
  const [orderNumber, setOrderNumber] = useState(initialNumber);
  const navigation = useNavigation();
  // On the way to a shop's tracking page (through this page's redirect).
  const isLoading =
    navigation.state !== "idle" &&
    navigation.location?.pathname.endsWith("/order-tracking") === true;

  return (
    <div className="flex flex-col gap-5 pt-6">
      <TrackingHeader brand={null} />
      <Card className="p-4">
        <Form method="get" action="/order-tracking" className="flex flex-col gap-3">
          <div className="flex flex-col gap-2">
            <Label htmlFor="shop-username">Username Toko</Label>
            <Input
              id="shop-username"
              name="username"
              value={username}
              onChange={(event) => setUsername(event.target.value)}
              placeholder="Contoh: kopi-senja"
              autoComplete="off"
              autoCapitalize="none"
              spellCheck={false}
              aria-describedby="shop-username-hint"
            />
            <p id="shop-username-hint" className="text-xs text-muted-foreground">
              Nama toko pada alamat tautannya, misalnya{" "}
              <span className="font-mono whitespace-nowrap">/kopi-senja</span>
            </p>
          </div>
          <OrderNumberInput name="number" value={orderNumber} onValueChange={setOrderNumber} />
          <SearchButton
            orderNumber={orderNumber}
            isSearching={isLoading}
            isReady={username.trim() !== ""}
          />
        </Form>
      </Card>
      {isLoading && (
        <p
          role="status"
          className="flex items-center justify-center gap-2 text-sm text-muted-foreground"
        >
          <Icon name="loader-circle" aria-hidden className="size-4 animate-spin" />
          Memuat...
        </p>
      )}
    </div>
  );
}
