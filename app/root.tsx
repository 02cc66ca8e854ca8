import { mediaVariantUrl } from "#domain/media";
import {
  data,
  Links,
  Meta,
  Outlet,
  ScrollRestoration,
  type ShouldRevalidateFunctionArgs,
  useMatches,
  useRouteLoaderData,
} from "react-router";
import { getPlatformSettings } from "#server/services/platform-settings";
import { takeToast } from "#server/toast";
import { ignoringQueryChanges } from "#app/lib/revalidate";
import type { Route } from "./+types/root";
import { ErrorPage } from "./components/error-page";
import { DocumentStyle } from "./lib/document-style";
import { useNonce } from "./lib/nonce";
import { PageScripts } from "./lib/page-scripts";

// The stylesheet is written into each page by the server (entry.server.tsx); in development
// Vite also loads it here, so a class added while editing is styled without a reload.
if (import.meta.env.DEV) void import("./app.css");

export async function loader({ request, context }: Route.LoaderArgs) {
  const [settings, { toast, headers }] = await Promise.all([
    getPlatformSettings(context.db),
    takeToast(request),
  ]);
  return data({ settings, toast }, { headers });
}

/**
 * After any submission the root loader runs again, refused ones included, so the toast the
 * answer carried is taken and shown (server/toast.ts).
 */
export function shouldRevalidate(args: ShouldRevalidateFunctionArgs) {
  const { formMethod } = args;
  if (formMethod !== undefined && formMethod.toUpperCase() !== "GET") return true;
  // A chip, a search or a tab changes the query alone: the settings stay as they are, and
  // the page answers without a round trip.
  return ignoringQueryChanges(args);
}

export function meta({ data }: Route.MetaArgs) {
  return [{ title: data?.settings.siteTitle ?? "Gerai" }];
}

export function Layout({ children }: { children: React.ReactNode }) {
  const nonce = useNonce();
  const rootData = useRouteLoaderData<typeof loader>("root");
  // Public pages are opened from shared links on slow phones: their first screen is drawn
  // before their scripts are fetched (decision 029). The admin starts its scripts at once.
  const isPublicPage = useMatches().some((match) => match.id === "routes/public-layout");
  const faviconUrl = mediaVariantUrl(rootData?.settings.faviconUrl ?? "/favicon.svg", 320);
  return (
    <html lang="id">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0f766e" />
        <link rel="icon" href={faviconUrl} />
        <DocumentStyle />
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        <ScrollRestoration nonce={nonce} />
        <PageScripts nonce={nonce} isAfterFirstPaint={isPublicPage} />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorPage error={error} />;
}
