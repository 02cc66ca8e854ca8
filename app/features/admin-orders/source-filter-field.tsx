import {
  ORDER_SOURCE_LABELS,
  ORDER_SOURCES,
  SOURCE_FILTER_PARAM,
  type OrderSource,
} from "#domain/order-source";
import { Label } from "#app/components/ui/label";
import { NativeSelect } from "#app/components/ui/native-select";

/** The orders filter's source (decision 072), in the address as `sumber`. */
export function SourceFilterField({ value }: { value: OrderSource | null }) {
  return (
    <div className="col-span-2 flex min-w-0 flex-col gap-1.5 sm:col-span-1">
      <Label htmlFor="filter-source">Sumber</Label>
      <NativeSelect id="filter-source" name={SOURCE_FILTER_PARAM} defaultValue={value ?? ""}>
        <option value="">Semua sumber</option>
        {ORDER_SOURCES.map((source) => (
          <option key={source} value={source}>
            {ORDER_SOURCE_LABELS[source]}
          </option>
        ))}
      </NativeSelect>
    </div>
  );
}
