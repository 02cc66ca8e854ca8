import { startTransition, useOptimistic } from "react";
import { useFetcher } from "react-router";
import { Card, CardContent, CardHeader, CardTitle } from "#app/components/ui/card";
import { Switch } from "./switch";

type Item = { id: string; name: string; isSoldOut: boolean };

/**
 * The cashier's one product control (decision 071): each active product's 'Habis' switch,
 * nothing else of the catalogue.
 */
export function SoldOutList({ products }: { products: Item[] }) {
  return (
    <div className="mx-auto flex w-full max-w-2xl flex-col gap-4">
      <div>
        <h1 className="text-2xl font-bold">Stok Habis</h1>
        <p className="text-sm text-muted-foreground">
          Tandai produk yang sedang habis; pelanggan tidak dapat memesannya sampai tanda dilepas.
        </p>
      </div>
      <Card>
        <CardHeader>
          <CardTitle className="text-lg">Produk</CardTitle>
        </CardHeader>
        <CardContent>
          {products.length === 0 ? (
            <p className="text-sm text-muted-foreground">Belum ada produk aktif di toko ini.</p>
          ) : (
            <ul className="flex flex-col divide-y">
              {products.map((product) => (
                <SoldOutRow key={product.id} product={product} />
              ))}
            </ul>
          )}
        </CardContent>
      </Card>
    </div>
  );
}

function SoldOutRow({ product }: { product: Item }) {
  const fetcher = useFetcher();
  // The switch shows what was asked at once and while it is saved; the list read again
  // afterwards has the last word (a refusal puts it back, with its toast).
  const [isChecked, setIsChecked] = useOptimistic(product.isSoldOut);
  const switchId = `sold-out-${product.id}`;
  return (
    <li className="flex items-center justify-between gap-3 py-3">
      <label htmlFor={switchId} className="min-w-0 flex-1 break-words">
        {product.name}
      </label>
      <span className="flex items-center gap-2 text-xs">
        <Switch
          id={switchId}
          checked={isChecked}
          onChange={(event) => {
            const isSoldOut = event.currentTarget.checked;
            startTransition(async () => {
              setIsChecked(isSoldOut);
              await fetcher.submit(
                { intent: "sold-out", id: product.id, ...(isSoldOut ? { isSoldOut: "on" } : {}) },
                { method: "post" },
              );
            });
          }}
          aria-label={`Habis: ${product.name}`}
        />
        <span aria-hidden>Habis</span>
      </span>
    </li>
  );
}
