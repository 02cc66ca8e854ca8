// JavaScript source written in ASCII, every other character as its `\uXXXX` escape: valid
// wherever JavaScript holds text (strings, templates, regular expressions, comments), and
// the same program. V8 keeps a module's source in memory, and one character past Latin-1
// (a '…' in a comment, an emoji in a label) makes it keep the whole file at two bytes a
// character: the server's two bundles took 3.5 MB of its heap instead of 1.8 MB.

/** `code` with every non-ASCII character escaped; throws where an escape could not keep it. */
export function asciiSource(code) {
  if (!/[\u0080-\uffff]/.test(code)) return code;
  // A character right after a backslash is an escape of its own, which \u cannot keep.
  if (/\\[\u0080-\uffff]/.test(code)) throw new Error("a non-ASCII character follows a backslash");
  return code.replace(
    /[\u0080-\uffff]/g,
    (character) => `\\u${character.charCodeAt(0).toString(16).padStart(4, "0")}`,
  );
}
