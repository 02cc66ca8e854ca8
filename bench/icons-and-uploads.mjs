// A seller's upload while anonymous clients ask for the admin app's icons: how long the
// upload takes alone, and with 1,000 icon requests in flight (docs/decisions/
// 044-a-bounded-picture-decoder.md). Prints the figures; asserts nothing.
//   npm run build && node bench/icons-and-uploads.mjs [iconRequests]
import sharp from "sharp";
import { signInAsDemo, startBenchServer } from "./server.mjs";

const ICON_REQUESTS = Number(process.argv[2] ?? 1_000);
const ICONS = ["180.png", "192.png", "512.png", "maskable-180.png", "maskable-192.png"];

let shade = 0;
async function upload(server, cookie) {
  const picture = await sharp({
    create: { width: 1200, height: 900, channels: 3, background: { r: ++shade, g: 90, b: 30 } },
  })
    .jpeg()
    .toBuffer();
  const body = new FormData();
  body.set("area", "product-images");
  body.set("file", new Blob([picture], { type: "image/jpeg" }), "foto.jpg");
  const begin = performance.now();
  const response = await fetch(`${server.baseUrl}/api/uploads`, {
    method: "POST",
    headers: { Cookie: cookie, Origin: server.baseUrl },
    body,
  });
  await response.arrayBuffer();
  return { status: response.status, ms: Math.round(performance.now() - begin) };
}

const server = await startBenchServer();
try {
  const cookie = await signInAsDemo(server);
  // Warm: the first upload starts the code that handles pictures.
  await upload(server, cookie);
  console.log("upload alone", await upload(server, cookie));

  const burstBegin = performance.now();
  const icons = Array.from({ length: ICON_REQUESTS }, (_, index) =>
    fetch(`${server.baseUrl}/admin/icons/${ICONS[index % ICONS.length]}?burst=${index}`).then(
      async (response) => {
        await response.arrayBuffer();
        return response.status;
      },
    ),
  );
  const during = await upload(server, cookie);
  const statuses = {};
  for (const status of await Promise.all(icons)) statuses[status] = (statuses[status] ?? 0) + 1;
  const burstMs = Math.round(performance.now() - burstBegin);
  console.log(`upload with ${ICON_REQUESTS} icon requests in flight`, during, {
    icons: statuses,
    iconsAnsweredWithinMs: burstMs,
  });
} finally {
  await server.stop();
}
