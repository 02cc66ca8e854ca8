import { describe, expect, it } from "vitest";
import { clientAddress } from "./client-ip";

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
