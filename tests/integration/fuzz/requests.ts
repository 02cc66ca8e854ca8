import {
  createRequestHandler,
  UNSAFE_decodeViaTurboStream as decodeViaTurboStream,
  UNSAFE_SingleFetchRedirectSymbol as SingleFetchRedirectSymbol,
} from "react-router";
import type { RouteConfigEntry } from "@react-router/dev/routes";
import type { AppContext } from "#server/context";
import { createTestBuild } from "../support/route-requests";
import * as rootRoute from "#app/root";
import routeConfig from "#app/routes";

// Sends requests through React Router's own request handler with the real root and route
// modules mounted, the way a browser sends them: `.data` requests for page loaders and the
// actions that fetchers and forms post to, plain requests for resource routes (/api/…,
// /admin/api/…). Document requests are not served.

export type MountedRoute = {
  id: string;
  parentId: string;
  path?: string;
  index?: boolean;
  module: Record<string, unknown>;
};

const routeModules = import.meta.glob<Record<string, unknown>>([
  "../../../app/routes/**/*.{ts,tsx}",
  "!../../../app/routes/**/*.test.{ts,tsx}",
]);

/** Every route of app/routes.ts with its real module, layouts included, ids as the app's. */
export async function mountAppRoutes(): Promise<MountedRoute[]> {
  const mounted: MountedRoute[] = [];
  async function mount(entries: readonly RouteConfigEntry[], parentId: string) {
    for (const entry of entries) {
      const id = entry.id ?? entry.file.replace(/\.[jt]sx?$/, "");
      const load = routeModules[`../../../app/${entry.file}`];
      if (!load) throw new Error(`route module ${entry.file} not found`);
      mounted.push({ id, parentId, path: entry.path, index: entry.index, module: await load() });
      await mount(entry.children ?? [], id);
    }
  }
  await mount(routeConfig, "root");
  return mounted;
}

export type Body =
  | { kind: "none" }
  | { kind: "json"; value: unknown }
  | { kind: "text"; text: string; contentType: string | null }
  | { kind: "form"; fields: readonly (readonly [string, string])[] }
  | { kind: "multipart"; form: FormData };

export type SentRequest = {
  method: string;
  path: string;
  /** True for a page's `.data` request, false for a resource route's plain URL. */
  isData: boolean;
  body: Body;
  cookie?: string;
};

export type Answer = {
  status: number;
  contentType: string | null;
  /** The raw body as text (turbo-stream for `.data` answers). */
  text: string;
  /** `.data`: the decoded answer; plain: the parsed JSON body, or undefined. */
  value: unknown;
  /** Where a `.data` answer or a plain 3xx sends the browser. */
  redirect?: string;
};

export type Requester = {
  send(request: SentRequest): Promise<Answer>;
  /** The loaders' data of a page, keyed by route id, as a `.data` request returns it. */
  load(path: string, cookie?: string): Promise<Answer>;
};

export function createRequester(
  routes: readonly MountedRoute[],
  context: () => AppContext,
): Requester {
  const handle = createRequestHandler(createTestBuild(routes, rootRoute), "production");

  async function send(request: SentRequest): Promise<Answer> {
    const appContext = context();
    const origin = appContext.config.appUrl;
    const url = new URL(request.path, origin);
    if (request.isData) url.pathname = `${url.pathname}.data`;
    const headers = new Headers({ Origin: origin });
    if (request.cookie) headers.set("Cookie", request.cookie);
    let body: BodyInit | undefined;
    switch (request.body.kind) {
      case "none":
        break;
      case "json":
        headers.set("Content-Type", "application/json");
        body = JSON.stringify(request.body.value);
        break;
      case "text":
        if (request.body.contentType !== null)
          headers.set("Content-Type", request.body.contentType);
        body = request.body.text;
        break;
      case "form":
        headers.set("Content-Type", "application/x-www-form-urlencoded");
        body = new URLSearchParams(request.body.fields.map(([k, v]) => [k, v])).toString();
        break;
      case "multipart":
        body = request.body.form;
        break;
    }
    const response = await handle(
      new Request(url, { method: request.method, headers, body, redirect: "manual" }),
      appContext,
    );
    const text = await response.text();
    const contentType = response.headers.get("content-type");
    if (request.isData && contentType?.includes("text/x-script")) {
      const { value } = await decodeViaTurboStream(new Response(text).body!, globalThis);
      // A loader's redirect comes under React Router's symbol, an action's as the answer.
      const loaderRedirect = (
        value as Record<symbol, { redirect: string } | undefined> | undefined
      )?.[SingleFetchRedirectSymbol]?.redirect;
      const actionRedirect = (value as { redirect?: unknown } | undefined)?.redirect;
      const redirect =
        loaderRedirect ??
        (response.status === 202 && typeof actionRedirect === "string"
          ? actionRedirect
          : undefined);
      return { status: response.status, contentType, text, value, redirect };
    }
    let value: unknown;
    if (contentType?.includes("application/json")) {
      try {
        value = JSON.parse(text);
      } catch {
        value = undefined;
      }
    }
    return {
      status: response.status,
      contentType,
      text,
      value,
      redirect: response.headers.get("location") ?? undefined,
    };
  }

  return {
    send,
    load: (path, cookie) =>
      send({ method: "GET", path, isData: true, body: { kind: "none" }, cookie }),
  };
}
