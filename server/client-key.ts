import { isIPv4, isIPv6 } from "node:net";

// Per-client limits need one key per subscriber, not per address. An IPv4 address is one
// (or, behind a carrier's NAT, many people: limits per client stay generous for that). An
// IPv6 subscriber is handed at least a /64 and may use any of its 2^64 addresses, so a key
// per address would give one phone an unlimited supply of fresh allowances: the /64 is the
// client.

/** The key per-client limits count under: the IPv4 address, or the /64 of an IPv6 one. */
export function clientKeyOf(address: string): string {
  const plain = address.replace(/%.*$/, "").toLowerCase();
  if (isIPv4(plain)) return plain;
  if (!isIPv6(plain)) return address;
  // An IPv4 client seen through a dual-stack socket (::ffff:a.b.c.d) is that IPv4 address.
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(plain);
  if (mapped) return mapped[1]!;
  return `${expandIPv6(plain).slice(0, 4).join(":")}::/64`;
}

/** The eight groups of an IPv6 address, each without leading zeros. */
function expandIPv6(address: string): string[] {
  const [head = "", tail] = address.split("::");
  const split = (part: string) =>
    part === ""
      ? []
      : part.split(":").flatMap((group) =>
          // A dotted IPv4 tail stands for the last two groups.
          group.includes(".") ? ["0", "0"] : [group.replace(/^0+(?=.)/, "")],
        );
  const front = split(head);
  const back = tail === undefined ? [] : split(tail);
  const zeros = Array.from({ length: 8 - front.length - back.length }, () => "0");
  return [...front, ...zeros, ...back];
}
