import { mediaVariantUrl } from "#domain/media";
import { Icon } from "#app/components/icons/icon";
import { countItemEvent } from "#app/lib/counting";

type Link = {
  id: string;
  title: string;
  url: string;
  description: string | null;
  icon: string;
  thumbnailType: "icon" | "upload";
  linkImage: string | null;
};

/** Spec §2 links list: icon or thumbnail, title, description; opening records a click. */
export function LinkList({ links }: { links: Link[] }) {
  return (
    <section aria-labelledby="links-title" className="flex flex-col gap-3">
      <h2 id="links-title" className="text-lg font-semibold">
        Tautan
      </h2>
      {links.length === 0 ? (
        <p className="rounded-xl border border-dashed p-6 text-center text-sm text-muted-foreground">
          Belum ada links yang tersedia
        </p>
      ) : (
        <ul className="flex flex-col gap-3">
          {links.map((link) => (
            <li key={link.id}>
              <a
                href={link.url}
                target="_blank"
                rel="noopener noreferrer"
                onClick={() => countItemEvent("link", "click", link.id)}
                className="flex items-center gap-3 rounded-xl border bg-card p-3 shadow-xs transition-colors hover:bg-muted"
              >
                {link.thumbnailType === "upload" && link.linkImage ? (
                  <img
                    src={mediaVariantUrl(link.linkImage, 320)}
                    alt=""
                    width={48}
                    height={48}
                    loading="lazy"
                    className="size-12 shrink-0 rounded-lg object-cover"
                  />
                ) : (
                  <span
                    aria-hidden
                    className="flex size-12 shrink-0 items-center justify-center rounded-lg bg-secondary text-2xl"
                  >
                    {link.icon}
                  </span>
                )}
                <span className="flex min-w-0 flex-1 flex-col">
                  <span className="truncate font-medium">{link.title}</span>
                  {link.description && (
                    <span className="line-clamp-2 text-sm text-muted-foreground">
                      {link.description}
                    </span>
                  )}
                </span>
                <Icon
                  name="external-link"
                  aria-hidden
                  className="size-4 shrink-0 text-muted-foreground"
                />
              </a>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
