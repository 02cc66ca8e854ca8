import { Form } from "react-router";
import { Button } from "#app/components/ui/button";
import { NativeSelect } from "#app/components/ui/native-select";
import { MEMBER_ROLE_LABELS, type MemberRole } from "#domain/member-roles";

type Shop = { brandId: string; name: string; role: MemberRole };

/**
 * The account's shops, when it belongs to several (decision 071): the chosen one is kept in
 * a cookie, and the server checks it against the account's memberships on every request.
 */
export function ShopSwitcher({ shops, current }: { shops: Shop[]; current: string }) {
  return (
    <Form
      method="post"
      action="/admin/switch-shop"
      reloadDocument
      className="flex items-end gap-2 px-2 pb-2 group-data-[collapsible=icon]:hidden"
    >
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <label htmlFor="shop-switcher" className="text-xs text-muted-foreground">
          Toko aktif
        </label>
        <NativeSelect id="shop-switcher" name="brandId" defaultValue={current}>
          {shops.map((shop) => (
            <option key={shop.brandId} value={shop.brandId}>
              {`${shop.name} (${MEMBER_ROLE_LABELS[shop.role]})`}
            </option>
          ))}
        </NativeSelect>
      </div>
      <Button type="submit" variant="outline" className="h-11">
        Ganti
      </Button>
    </Form>
  );
}
