import type { ReactNode } from "react";

// "Rp 50.000" is one thing to read: on a narrow phone a line must not end between 'Rp' and
// its number. The texts keep their normal space (the spec's texts are matched with it);
// each amount is kept whole by a box of its own instead.

/** A rupiah amount as formatRupiah writes it ("Rp 50.000", "-Rp 2.000", "+Rp 5.000"). */
const AMOUNT = /[-+]?Rp\s\d+(?:\.\d{3})*/g;

/** A rupiah amount that is never broken over two lines. */
function Amount({ children }: { children: string }) {
  return <span className="whitespace-nowrap">{children}</span>;
}

/** A text as written, with every rupiah amount in it kept on one line. */
export function AmountText({ text }: { text: string }) {
  const parts: ReactNode[] = [];
  let end = 0;
  for (const match of text.matchAll(AMOUNT)) {
    parts.push(text.slice(end, match.index), <Amount key={match.index}>{match[0]}</Amount>);
    end = match.index + match[0].length;
  }
  parts.push(text.slice(end));
  return <>{parts}</>;
}
