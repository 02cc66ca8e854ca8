// An amount written out in Indonesian ('terbilang'), as a nota (receipt) or a transfer slip
// states it beside the figure: 125000 → 'seratus dua puluh lima ribu rupiah'.

const DIGITS = ["", "satu", "dua", "tiga", "empat", "lima", "enam", "tujuh", "delapan", "sembilan"];

/** Groups of three digits, largest first, with their names. */
const SCALES = [
  { size: 1_000_000_000_000, name: "triliun" },
  { size: 1_000_000_000, name: "miliar" },
  { size: 1_000_000, name: "juta" },
  { size: 1_000, name: "ribu" },
] as const;

/** The largest amount written: 999 triliun and the rest, beyond any order. */
export const MAX_AMOUNT_IN_WORDS = 999_999_999_999_999;

/** 1 … 99: 'sepuluh', 'sebelas', 'dua belas', 'dua puluh lima'. */
function tensInWords(n: number): string[] {
  if (n < 10) return n === 0 ? [] : [DIGITS[n]];
  if (n === 10) return ["sepuluh"];
  if (n === 11) return ["sebelas"];
  if (n < 20) return [DIGITS[n - 10], "belas"];
  const ones = n % 10;
  return [DIGITS[Math.floor(n / 10)], "puluh", ...(ones === 0 ? [] : [DIGITS[ones]])];
}

/** 1 … 999: 'seratus', 'dua ratus tiga'. */
function hundredsInWords(n: number): string[] {
  const hundreds = Math.floor(n / 100);
  const head = hundreds === 0 ? [] : hundreds === 1 ? ["seratus"] : [DIGITS[hundreds], "ratus"];
  return [...head, ...tensInWords(n % 100)];
}

/**
 * Whole rupiah in Indonesian words, lower case, ending in 'rupiah': 1000 is 'seribu rupiah'
 * but 1000000 'satu juta rupiah', as Indonesian says them. Throws a RangeError for an amount
 * that is negative, not whole, or above MAX_AMOUNT_IN_WORDS.
 */
export function amountInWords(amount: number): string {
  if (!Number.isSafeInteger(amount) || amount < 0 || amount > MAX_AMOUNT_IN_WORDS) {
    throw new RangeError(`an amount in words is whole rupiah from 0 to 999 triliun, got ${amount}`);
  }
  if (amount === 0) return "nol rupiah";
  const words: string[] = [];
  let rest = amount;
  for (const { size, name } of SCALES) {
    const group = Math.floor(rest / size);
    rest %= size;
    if (group === 0) continue;
    // Only the thousands take 'se-': 'seribu', but 'satu juta', 'satu miliar'.
    if (group === 1 && name === "ribu") words.push("seribu");
    else words.push(...hundredsInWords(group), name);
  }
  words.push(...hundredsInWords(rest));
  return `${words.join(" ")} rupiah`;
}
