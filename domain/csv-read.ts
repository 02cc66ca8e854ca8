// A CSV file read into rows of cells (RFC 4180): quoted cells may hold separators, quotes
// ("" is one) and line breaks; a leading byte-order mark is dropped. Indonesian Excel often
// separates cells with ';' (its decimal mark is ','): the separator is the one of ',' and ';'
// that the first line holds more of outside quotes.

function separatorOf(text: string): "," | ";" {
  let commas = 0;
  let semicolons = 0;
  let isQuoted = false;
  for (const character of text) {
    if (character === '"') isQuoted = !isQuoted;
    else if (!isQuoted && (character === "\n" || character === "\r")) break;
    else if (!isQuoted && character === ",") commas += 1;
    else if (!isQuoted && character === ";") semicolons += 1;
  }
  return semicolons > commas ? ";" : ",";
}

export function readCsv(input: string): string[][] {
  const text = input.replace(/^\uFEFF/, "");
  const separator = separatorOf(text);
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = "";
  let isQuoted = false;
  for (let index = 0; index < text.length; index += 1) {
    const character = text[index]!;
    if (isQuoted) {
      if (character !== '"') cell += character;
      else if (text[index + 1] === '"') {
        cell += '"';
        index += 1;
      } else isQuoted = false;
    } else if (character === '"' && cell === "") isQuoted = true;
    else if (character === separator) {
      row.push(cell);
      cell = "";
    } else if (character === "\n" || character === "\r") {
      if (character === "\r" && text[index + 1] === "\n") index += 1;
      row.push(cell);
      rows.push(row);
      row = [];
      cell = "";
    } else cell += character;
  }
  if (cell !== "" || row.length > 0) {
    row.push(cell);
    rows.push(row);
  }
  return rows;
}
