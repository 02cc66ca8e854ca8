import {
  createRequestHandler,
  UNSAFE_decodeViaTurboStream as decodeViaTurboStream,
  UNSAFE_SingleFetchRedirectSymbol as SingleFetchRedirectSymbol,
  type ServerBuild,
} from "react-router";
import type { AppContext } from "#server/context";

// Runs data requests (`/path.data`, as useFetcher and client navigation send them) through
// React Router's own request handler with real route modules mounted, so a test reads the
// exact bytes a browser receives. Document requests are not served.

export type MountedRoute = { id: string; path: string; module: Record<string, unknown> };

export type DataResponse = {
  status: number;
  body: string;
  value: unknown;
  /** Where a loader's redirect sends the browser. */
  redirect?: string;
};

/**
 * A server build of the given route modules under a root route, for React Router's own
 * request handler; document requests are answered 501.
 */
export function createTestBuild(
  routes: readonly { id: string; parentId?: string; path?: string; module: unknown }[],
  rootModule: unknown = { default: () => null },
): ServerBuild {
  return {
    entry: {
      module: {
        default: () => new Response("document requests are not served here", { status: 501 }),
      },
    },
    routes: {
      root: { id: "root", path: "", module: rootModule },
      ...Object.fromEntries(routes.map((route) => [route.id, route])),
    },
    assets: { entry: { imports: [], module: "" }, routes: {}, url: "", version: "test" },
    publicPath: "/",
    assetsBuildDirectory: "",
    future: { v8_trailingSlashAwareDataRequests: true, v8_passThroughRequests: true },
    ssr: true,
    isSpaMode: false,
    prerender: [],
    routeDiscovery: { mode: "lazy", manifestPath: "/__manifest" },
  } as unknown as ServerBuild;
}

export function createDataRequester(routes: MountedRoute[], context: AppContext) {
  const handle = createRequestHandler(
    createTestBuild(routes.map((route) => ({ ...route, parentId: "root" }))),
    "production",
  );
  const origin = context.config.appUrl;
  const dataUrl = (path: string) => {
    const url = new URL(path, origin);
    url.pathname = `${url.pathname}.data`;
    return url;
  };

  async function send(
    request: Request,
  ): Promise<{ status: number; body: string; decoded: unknown }> {
    const response = await handle(request, context);
    const body = await response.text();
    const { value } = await decodeViaTurboStream(new Response(body).body!, globalThis);
    return { status: response.status, body, decoded: value };
  }

  return {
    /** The loaders' data for `path`, keyed by route id; signed in when given a cookie. */
    async load(path: string, cookie?: string): Promise<DataResponse> {
      const { decoded, ...response } = await send(
        new Request(dataUrl(path), { headers: cookie ? { Cookie: cookie } : {} }),
      );
      const redirect = (decoded as Record<symbol, { redirect: string } | undefined>)[
        SingleFetchRedirectSymbol
      ];
      return { ...response, value: decoded, redirect: redirect?.redirect };
    },
    /** Posts a form to the action of `path`, as a fetcher does; `value` is the action's data. */
    async post(
      path: string,
      fields: Record<string, string>,
      cookie?: string,
    ): Promise<DataResponse> {
      const { decoded, ...response } = await send(
        new Request(dataUrl(path), {
          method: "POST",
          headers: {
            Origin: origin,
            "Content-Type": "application/x-www-form-urlencoded",
            ...(cookie ? { Cookie: cookie } : {}),
          },
          body: new URLSearchParams(fields).toString(),
        }),
      );
      return { ...response, value: (decoded as { data?: unknown } | undefined)?.data };
    },
  };
}
