import { createContext, useContext } from "react";

// The app's stylesheet travels inside the page (decision 029): a first paint waits for the
// HTML alone, not for a second request queued behind the scripts. The server passes the
// text in; the browser keeps the element React finds in the head by its `href` and never
// needs the text, so no script carries it.
const DocumentStyleContext = createContext("");

export const DocumentStyleProvider = DocumentStyleContext.Provider;

/** Where React finds the page's stylesheet again when it hydrates. */
export const DOCUMENT_STYLE_HREF = "gerai-app";

export function DocumentStyle() {
  const css = useContext(DocumentStyleContext);
  return (
    <style href={DOCUMENT_STYLE_HREF} precedence="default">
      {css}
    </style>
  );
}
