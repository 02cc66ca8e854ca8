import type { IncomingMessage } from "node:http";
import { describe, expect, it } from "vitest";
import { applyForwardedOrigin, clientAddress, forwardedOrigin } from "./forwarded";

describe("clientAddress", () => {
  it("is the connection's address when no proxy is trusted, whatever the header says", () => {
    expect(clientAddress("203.0.113.9", "198.51.100.1", 0)).toBe("203.0.113.9");
    expect(clientAddress(undefined, undefined, 0)).toBe("unknown");
  });

  it("behind one proxy: the address that proxy saw, not what the client wrote before it", () => {
    expect(clientAddress("10.0.0.2", "198.51.100.7", 1)).toBe("198.51.100.7");
    expect(clientAddress("10.0.0.2", "1.2.3.4, 198.51.100.7", 1)).toBe("198.51.100.7");
    expect(clientAddress("10.0.0.2", " 1.2.3.4 ,198.51.100.7 ", 1)).toBe("198.51.100.7");
  });

  it("behind two proxies: the entry written by the outer one", () => {
    expect(clientAddress("10.0.0.3", "1.2.3.4, 198.51.100.7, 10.0.0.2", 2)).toBe("198.51.100.7");
  });

  it("falls back to the connection when the header is missing or too short", () => {
    expect(clientAddress("10.0.0.2", undefined, 1)).toBe("10.0.0.2");
    expect(clientAddress("10.0.0.2", "", 1)).toBe("10.0.0.2");
    expect(clientAddress("10.0.0.3", "198.51.100.7", 2)).toBe("10.0.0.3");
  });
});

describe("forwardedOrigin", () => {
  const proxied = {
    host: "127.0.0.1:3000",
    "x-forwarded-proto": "https",
    "x-forwarded-host": "toko.example",
  };

  it("believes nothing when no proxy is trusted", () => {
    expect(forwardedOrigin(proxied, 0)).toBeUndefined();
  });

  it("behind one proxy: the scheme and host the client used", () => {
    expect(forwardedOrigin(proxied, 1)).toBe("https://toko.example");
    expect(forwardedOrigin({ ...proxied, "x-forwarded-host": "Toko.Example:8443" }, 1)).toBe(
      "https://toko.example:8443",
    );
  });

  it("takes the entries the outermost trusted proxy wrote", () => {
    const headers = {
      host: "10.0.0.3:3000",
      "x-forwarded-proto": "http, https, http",
      "x-forwarded-host": "evil.example, toko.example, 10.0.0.2",
    };
    expect(forwardedOrigin(headers, 2)).toBe("https://toko.example");
  });

  it("keeps the connection's own scheme and host when the headers are absent or malformed", () => {
    expect(forwardedOrigin({ host: "toko.example" }, 1)).toBe("http://toko.example");
    expect(
      forwardedOrigin(
        { host: "toko.example", "x-forwarded-proto": "gopher", "x-forwarded-host": "a b/c" },
        1,
      ),
    ).toBe("http://toko.example");
  });

  it("behind several proxies that set rather than append, the one entry the outer proxy wrote", () => {
    expect(forwardedOrigin(proxied, 2)).toBe("https://toko.example");
  });

  it("rewrites the request's URL and Host to what the client asked for", () => {
    const incoming = { url: "/masuk?x=1", headers: { ...proxied } } as unknown as IncomingMessage;
    applyForwardedOrigin(incoming, 1);
    expect(incoming.url).toBe("https://toko.example/masuk?x=1");
    expect(incoming.headers.host).toBe("toko.example");

    const direct = { url: "/masuk", headers: { ...proxied } } as unknown as IncomingMessage;
    applyForwardedOrigin(direct, 0);
    expect(direct.url).toBe("/masuk");
    expect(direct.headers.host).toBe("127.0.0.1:3000");
  });
});
