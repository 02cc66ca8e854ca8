import type { ProductOptionDraft } from "../../../domain/product-form";

/** One of the seller's active products as the admin page receives it. */
export type AdminProduct = {
  id: string;
  name: string;
  category: string | null;
  description: string | null;
  price: number;
  images: string[];
  options: ProductOptionDraft[];
  views: number;
  clicks: number;
};
