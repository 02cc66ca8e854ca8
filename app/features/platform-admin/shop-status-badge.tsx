import { Badge } from "#app/components/ui/badge";
import { SHOP_STATUS_LABELS, type ShopStatus } from "#domain/platform-shops";

const VARIANTS = {
  active: "success",
  suspended: "destructive",
  unverified: "outline",
  closed: "secondary",
} as const satisfies Record<ShopStatus, string>;

/** A shop's status word: Aktif, Ditangguhkan, Belum verifikasi or Ditutup. */
export function ShopStatusBadge({ status }: { status: ShopStatus }) {
  return <Badge variant={VARIANTS[status]}>{SHOP_STATUS_LABELS[status]}</Badge>;
}
