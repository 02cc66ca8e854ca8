import type { default as Sharp } from "sharp";

// libvips costs about 20 MB of memory once loaded, and most processes never draw a picture
// (the server only reads headers of uploads and draws app icons on first request): it is
// loaded the first time a picture is handled.

let loading: Promise<typeof Sharp> | undefined;

export function loadSharp(): Promise<typeof Sharp> {
  loading ??= import("sharp").then(({ default: sharp }) => {
    // The server reads only headers; libvips' cache of recent results would hold on to them.
    sharp.cache(false);
    return sharp;
  });
  return loading;
}
