import { DEFAULT_LINK_ICON, LINK_ICONS } from "#domain/link";

/**
 * Spec §9: about 90 emoji as one radio group, so arrow keys move between them and the
 * chosen one is announced. An icon saved earlier that is not in the list is kept first.
 */
export function IconPicker({
  name,
  initialValue = DEFAULT_LINK_ICON,
}: {
  name: string;
  initialValue?: string;
}) {
  const icons: readonly string[] = LINK_ICONS.includes(initialValue as (typeof LINK_ICONS)[number])
    ? LINK_ICONS
    : [initialValue, ...LINK_ICONS];
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-2 text-sm font-medium">Pilih Ikon</legend>
      <div className="grid max-h-44 grid-cols-8 gap-1 overflow-y-auto rounded-lg border bg-muted/40 p-2 sm:grid-cols-10">
        {icons.map((icon) => (
          <label
            key={icon}
            className="relative flex aspect-square cursor-pointer items-center justify-center rounded-md text-xl transition-colors hover:bg-card has-checked:bg-card has-checked:ring-2 has-checked:ring-primary has-focus-visible:ring-2 has-focus-visible:ring-ring/60"
          >
            <input
              type="radio"
              name={name}
              value={icon}
              defaultChecked={icon === initialValue}
              className="absolute inset-0 cursor-pointer appearance-none opacity-0"
            />
            {icon}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
