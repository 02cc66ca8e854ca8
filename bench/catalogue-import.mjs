// Catalogue import (decision 073): a file of 1,000 and of 5,000 products, each with two
// options, read, checked and previewed, then applied in one transaction, through the real
// server's import page. Prints each file's size, the preview's and the apply's time, and the
// server's resident memory (now and at its peak) after each step.
//   npm run build && node bench/catalogue-import.mjs [rows...]
import fs from "node:fs";
import { UNSAFE_decodeViaTurboStream as decodeViaTurboStream } from "react-router";
import { signInAsDemo, startBenchServer } from "./server.mjs";

const SIZES = process.argv.slice(2).map(Number).filter(Boolean);
const ROWS = SIZES.length > 0 ? SIZES : [1_000, 5_000];
/** The upload limit a file must stay within (server/media/images.ts MAX_UPLOAD_BYTES). */
const LIMIT_BYTES = 8 * 1024 * 1024;

/** Resident memory of the server, now and at its peak, in MB (Linux). */
function memoryOf(pid) {
  const status = fs.readFileSync(`/proc/${pid}/status`, "utf8");
  const kb = (field) => Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
  return { rss: Math.round(kb("VmRSS") / 1024), peak: Math.round(kb("VmHWM") / 1024) };
}

/** A CSV as a seller's spreadsheet would hold her catalogue: codes, options, descriptions. */
function catalogueCsv(rows, prefix) {
  const lines = ["Kode Produk,Nama Produk,Deskripsi,Kategori,Harga,Stok,Habis,Opsi,Urutan,Foto"];
  for (let index = 0; index < rows; index += 1) {
    const options = `"Ukuran: Kecil=0; Sedang=+2000; Besar=+5000 | wajib\nTopping: Keju=+3000; Coklat=+2000; Susu=+1000 | pilih 0-2"`;
    lines.push(
      `${prefix}-${index},Produk ${prefix} ${index},Kue buatan rumah nomor ${index} dengan bahan pilihan,Kategori ${index % 20},${10_000 + index},${index % 50},Tidak,${options},,`,
    );
  }
  return `\uFEFF${lines.join("\r\n")}\r\n`;
}

async function post(server, cookie, csv, step, digest) {
  const form = new FormData();
  form.append("file", new Blob([csv], { type: "text/csv" }), "produk.csv");
  if (digest) form.append("preview", digest);
  const begin = performance.now();
  const response = await fetch(
    `${server.baseUrl}/admin/products/import.data${step ? `?langkah=${step}` : ""}`,
    { method: "POST", headers: { cookie, Origin: server.baseUrl }, body: form },
  );
  const decoded = await decodeViaTurboStream(response.body, globalThis);
  await decoded.done;
  return {
    status: response.status,
    value: decoded.value,
    seconds: (performance.now() - begin) / 1000,
  };
}

const server = await startBenchServer();
try {
  const cookie = await signInAsDemo(server);
  console.log("server before the imports", memoryOf(server.pid));
  for (const rows of ROWS) {
    const csv = catalogueCsv(rows, `B${rows}`);
    const bytes = Buffer.byteLength(csv);
    const preview = await post(server, cookie, csv);
    const answer = preview.value?.data?.value?.preview;
    if (preview.status !== 200 || !answer) throw new Error(`preview: ${preview.status}`);
    const afterPreview = memoryOf(server.pid);
    const apply = await post(server, cookie, csv, "terapkan", answer.digest);
    if (apply.status !== 202 && apply.status !== 200) throw new Error(`apply: ${apply.status}`);
    console.log({
      rows,
      megabytes: Number((bytes / 1e6).toFixed(2)),
      withinUploadLimit: bytes <= LIMIT_BYTES,
      counts: answer.counts,
      problems: answer.problemCount,
      previewSeconds: Number(preview.seconds.toFixed(2)),
      serverAfterPreview: afterPreview,
      applySeconds: Number(apply.seconds.toFixed(2)),
      serverAfterApply: memoryOf(server.pid),
    });
  }
} finally {
  await server.stop();
}
