import { clsx, type ClassValue } from "clsx";

/**
 * Joins classes the way tailwind-merge does: of two Tailwind classes that set the same thing
 * under the same variants, the later one wins (`cn("h-10 px-4", "h-12")` is `"px-4 h-12"`).
 * tailwind-merge itself knows every Tailwind utility and weighs 8 KiB gzip on every page of
 * the shop; this one knows the utilities Gerai writes, and `utils.test.ts` holds it to
 * tailwind-merge's answer for every pair of classes found in app/. A class it does not know
 * is kept as it is, as tailwind-merge keeps a class of its own.
 */
export function cn(...inputs: ClassValue[]): string {
  const classes = clsx(inputs).split(/\s+/);
  const taken = new Set<string>();
  const kept: string[] = [];
  for (let index = classes.length - 1; index >= 0; index--) {
    const name = classes[index];
    if (!name) continue;
    const { variants, utility } = splitVariants(name);
    const group = groupOf(utility);
    if (group) {
      if (taken.has(variants + group)) continue;
      taken.add(variants + group);
      for (const other of CONFLICTS.get(group) ?? []) taken.add(variants + other);
    }
    kept.push(name);
  }
  return kept.reverse().join(" ");
}

// Variants whose order changes the selector (tailwind-merge's list); the others are sorted,
// so `hover:focus:` and `focus:hover:` are the same.
const ORDER_SENSITIVE = new Set(
  "* ** after backdrop before details-content file first-letter first-line marker placeholder selection".split(
    " ",
  ),
);

/** `md:hover:!px-4` → variants `hover:md:!`, utility `px-4`. */
function splitVariants(name: string): { variants: string; utility: string } {
  const variants: string[] = [];
  let depth = 0;
  let start = 0;
  for (let index = 0; index < name.length; index++) {
    const char = name[index];
    if (char === "[" || char === "(") depth++;
    else if (char === "]" || char === ")") depth--;
    else if (char === ":" && depth === 0) {
      variants.push(name.slice(start, index));
      start = index + 1;
    }
  }
  let utility = name.slice(start);
  let important = "";
  if (utility.startsWith("!") || utility.endsWith("!")) {
    important = "!";
    utility = utility.startsWith("!") ? utility.slice(1) : utility.slice(0, -1);
  }
  const sorted: string[] = [];
  let run: string[] = [];
  for (const variant of variants) {
    if (variant.startsWith("[") || ORDER_SENSITIVE.has(variant)) {
      sorted.push(...run.sort(), variant);
      run = [];
    } else run.push(variant);
  }
  sorted.push(...run.sort());
  return { variants: `${sorted.join(":")}:${important}`, utility };
}

/** `group:words|…` → each word's group. */
function table(text: string): Map<string, string[]> {
  return new Map(
    text.split("|").map((entry) => {
      const [group, words] = entry.split(":");
      return [group, words.split(" ")];
    }),
  );
}

// Only the utilities Gerai writes: utils.test.ts names any other one the moment it appears.
const KEYWORDS = new Map(
  [
    ...table(
      "display:block flex grid hidden inline inline-flex contents table table-cell table-row|" +
        "position:static fixed absolute relative sticky|visibility:visible invisible|" +
        "sr:sr-only|font-style:italic|text-transform:uppercase normal-case|" +
        "text-decoration:underline no-underline line-through|text-overflow:truncate|" +
        "fvn-spacing:tabular-nums|border-w:border|rounded:rounded|transition:transition|" +
        "grayscale:grayscale|filter:filter|transform:transform|container-type:@container|" +
        "touch-pz:touch-pinch-zoom|divide-y:divide-y|backdrop-blur:backdrop-blur|" +
        "outline:outline|grow:grow|shrink:shrink|blur:blur|resize:resize|ring-w:ring|shadow:shadow",
    ),
  ].flatMap(([group, words]) => words.map((word) => [word, group] as const)),
);

/** What a later class of a group also overrides (tailwind-merge's conflicting groups). */
const CONFLICTS = table(
  "overflow:overflow-x overflow-y|inset:inset-x inset-y top right bottom left|" +
    "inset-x:right left|inset-y:top bottom|flex:basis grow shrink|gap:gap-x gap-y|" +
    "p:px py pt pr pb pl|px:pr pl|py:pt pb|m:mx my mt mr mb ml|mx:mr ml|my:mt mb|size:w h|" +
    "font-size:leading|line-clamp:display overflow|border-w:border-w-b border-w-l border-w-r border-w-t|" +
    "touch:touch-y touch-pz|touch-y:touch|touch-pz:touch",
);

const SIZES = /^(xs|sm|base|md|lg|xl|[2-9]xl)$/;
const NUMBER = /^\d+(\.\d+)?$/;
const LENGTH = /^\[\d.*(px|rem|em|cqw|vw|vh|%)\]$/;
const SIDES = /^(t|r|b|l|x|y|s|e|tl|tr|br|bl|ss|se|es|ee)$/;

/** Utilities named `prefix-value` whose group the prefix alone says. */
const PREFIX_GROUPS = new Set(
  (
    "p px py pt pr pb pl m mx my mt mr mb ml w h size min-w min-h max-w max-h gap gap-x gap-y " +
    "space-y inset inset-x inset-y top right bottom left z basis grow shrink aspect opacity " +
    "cursor duration ease animate accent caption leading tracking line-clamp underline-offset " +
    "col-span grid-cols grid-flow auto-cols items self overflow overflow-x overflow-y " +
    "whitespace break translate-x translate-y select resize appearance pointer-events list " +
    "align ring-offset stroke"
  ).split(" "),
);

/** Tailwind's group of a utility (tailwind-merge's names where they matter), or none. */
function groupOf(utility: string): string | undefined {
  const name = utility.startsWith("-") ? utility.slice(1) : utility;
  const keyword = KEYWORDS.get(name);
  if (keyword) return keyword;
  // Arbitrary properties conflict per property: [overflow-wrap:anywhere].
  const property = /^\[([a-z-]+):.+\]$/.exec(name);
  if (property) return `[${property[1]}]`;
  // The longest known prefix: 'gap-x-2' is gap-x before gap.
  for (let end = name.lastIndexOf("-"); end > 0; end = name.lastIndexOf("-", end - 1)) {
    const prefix = name.slice(0, end);
    const value = name.slice(end + 1);
    const group = groupOfValue(prefix, value);
    if (group) return group;
  }
  return undefined;
}

function groupOfValue(prefix: string, value: string): string | undefined {
  const plain = value.replace(/\/\d+$/, "");
  switch (prefix) {
    case "text":
      if (SIZES.test(plain) || LENGTH.test(plain)) return "font-size";
      if (/^(left|center|right|justify|start|end)$/.test(value)) return "text-alignment";
      if (/^(wrap|nowrap|balance|pretty)$/.test(value)) return "text-wrap";
      return "text-color";
    case "font":
      return /^(thin|extralight|light|normal|medium|semibold|bold|extrabold|black|\d+)$/.test(value)
        ? "font-weight"
        : "font-family";
    case "bg":
      return "bg-color";
    case "border": {
      const [side, rest] = SIDES.test(value.split("-")[0]) ? value.split("-") : ["", value];
      const part = side ? `-${side}` : "";
      if (rest === undefined || NUMBER.test(rest)) return `border-w${part}`;
      if (/^(solid|dashed|dotted|double|hidden|none)$/.test(rest)) return "border-style";
      return `border-color${part}`;
    }
    case "rounded":
      return SIDES.test(value.split("-")[0]) ? `rounded-${value.split("-")[0]}` : "rounded";
    case "ring":
      return NUMBER.test(value) || LENGTH.test(value) ? "ring-w" : "ring-color";
    case "shadow":
      return /^(2xs|xs|sm|md|lg|xl|2xl|none|inner)$/.test(value) ? "shadow" : "shadow-color";
    case "outline":
      if (/^(solid|dashed|dotted|double|none|hidden)$/.test(value)) return "outline-style";
      return NUMBER.test(value) ? "outline-w" : "outline-color";
    case "flex":
      if (/^(row|col|row-reverse|col-reverse)$/.test(value)) return "flex-direction";
      if (/^(wrap|nowrap|wrap-reverse)$/.test(value)) return "flex-wrap";
      return "flex";
    case "justify":
      return "justify-content";
    case "object":
      return /^(contain|cover|fill|none|scale-down)$/.test(value)
        ? "object-fit"
        : "object-position";
    case "touch":
      return "touch";
    case "touch-pan":
      return /^(x|left|right)$/.test(value) ? "touch-x" : "touch-y";
    case "transition":
      return "transition";
    default:
      return PREFIX_GROUPS.has(prefix) ? prefix : undefined;
  }
}
