import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import { lazyInBrowser } from "./lazy-in-browser";

function Greeting({ name }: { name: string }) {
  return <p>Halo {name}</p>;
}

describe("lazyInBrowser", () => {
  afterEach(() => vi.unstubAllEnvs());

  it("on the server, loads the part at once and draws it whole, never the fallback", async () => {
    const load = vi.fn(() => Promise.resolve(Greeting));
    const Part = lazyInBrowser(load);
    expect(load).toHaveBeenCalledTimes(1);
    await Promise.resolve();

    expect(renderToString(<Part name="Sari" />)).toBe("<!--$--><p>Halo <!-- -->Sari</p><!--/$-->");
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("in the browser, loads the part only when it is drawn", async () => {
    vi.stubEnv("SSR", false);
    const load = vi.fn(() => Promise.resolve(Greeting));
    const Part = lazyInBrowser(load);
    expect(load).not.toHaveBeenCalled();

    // Drawn before its file has come: the boundary waits (renderToString shows its fallback).
    expect(renderToString(<Part name="Sari" />)).not.toContain("Halo");
    expect(load).toHaveBeenCalledTimes(1);
    await vi.waitFor(() =>
      expect(renderToString(<Part name="Sari" />)).toContain("<p>Halo <!-- -->Sari</p>"),
    );
    expect(load).toHaveBeenCalledTimes(1);
  });
});
