import { type ComponentType, lazy, memo, Suspense } from "react";

/**
 * A component whose code the browser loads only when it is drawn, as its own file; the
 * server has it at once. A route that serves two pages by its data (decision 087) keeps the
 * page it does not draw off the other's JavaScript this way.
 *
 * The server starts loading the file when this module loads, so a page is rendered whole,
 * never a fallback. In the browser, hydration keeps the server's HTML inside the boundary
 * until the file has come; once loaded, the component is drawn directly. A boundary still
 * waiting that is drawn again with new children drops the server's HTML and is drawn anew
 * once the file comes (React's rule for an update before hydration): the component is a
 * `memo`, so a parent drawn again with the same props does not reach it. Props must
 * therefore keep their identity (loader data does), and the part must not be drawn
 * differently before it is alive.
 */
export function lazyInBrowser<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
): ComponentType<Props> {
  let loaded: ComponentType<Props> | undefined;
  const loading = () =>
    load().then((component) => {
      loaded = component;
      return { default: component };
    });
  if (import.meta.env.SSR) void loading();
  const Lazy = lazy(loading);

  function LazyInBrowser(props: Props) {
    const Component = loaded ?? Lazy;
    return (
      <Suspense fallback={null}>
        <Component {...props} />
      </Suspense>
    );
  }
  return memo(LazyInBrowser);
}
