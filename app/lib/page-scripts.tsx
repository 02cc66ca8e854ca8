import { cloneElement, Fragment, isValidElement, type ReactElement, type ReactNode } from "react";
import { Scripts } from "react-router";
import { startAfterFirstPaint } from "./first-paint-scripts";

type ScriptsProps = Parameters<typeof Scripts>[0];
type ElementProps = {
  children?: ReactNode;
  rel?: string;
  href?: string;
  type?: string;
  dangerouslySetInnerHTML?: { __html: string };
};

function elementsOf(node: ReactNode): ReactElement<ElementProps>[] {
  if (Array.isArray(node)) return node.flatMap(elementsOf);
  if (!isValidElement<ElementProps>(node)) return [];
  return node.type === Fragment ? elementsOf(node.props.children) : [node];
}

/**
 * React Router's `<Scripts>`; with `isAfterFirstPaint`, the page's scripts are fetched once
 * its first screen is drawn (first-paint-scripts.ts) instead of with the HTML.
 */
export function PageScripts({
  isAfterFirstPaint,
  ...props
}: ScriptsProps & { isAfterFirstPaint: boolean }) {
  // Called as a function, its hooks are this component's: the elements it returns are
  // rewritten before they are rendered.
  const scripts = Scripts(props);
  if (!isAfterFirstPaint || scripts === null) return scripts;
  const elements = elementsOf(scripts);
  const preloads = elements
    .filter((element) => element.type === "link" && element.props.rel === "modulepreload")
    .map((element) => element.props.href!);
  return (
    <>
      {elements
        .filter((element) => element.type !== "link" || element.props.rel !== "modulepreload")
        .map((element, index) => {
          const code = element.props.dangerouslySetInnerHTML?.__html;
          if (element.type !== "script" || element.props.type !== "module" || code === undefined) {
            return cloneElement(element, { key: index });
          }
          // The browser runs what the server wrote and hydration leaves it as it is, so the
          // rewriting itself ships in no script.
          const html = import.meta.env.SSR ? startAfterFirstPaint(code, preloads) : code;
          return cloneElement(element, { key: index, dangerouslySetInnerHTML: { __html: html } });
        })}
    </>
  );
}
