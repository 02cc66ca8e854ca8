import type { ThumbnailType } from "../../../domain/link";

/** One of the seller's links as the admin page receives it. */
export type AdminLink = {
  id: string;
  title: string;
  url: string;
  description: string | null;
  icon: string;
  thumbnailType: ThumbnailType;
  linkImage: string | null;
  views: number;
  clicks: number;
};
