// Catalogue import (decision 073): a file of 1,000 and of 5,000 products, each with two
// options, read, checked and previewed, then applied in one transaction, through the real
// server's import page. Prints each file's size, the preview's and the apply's time, and the
// server's resident memory (now and at its peak) after each step. Then, on a new server whose
// shop holds the 5,000 products of such a file, the round trip: her catalogue exported (CSV
// and workbook) and the same workbook previewed and applied, every row matched to one of her
// products; each step's peak is its own (the server's peak reset before it).
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

/** Resets the server's peak resident memory to what it holds now (Linux, clear_refs 5). */
function resetPeak(pid) {
  fs.writeFileSync(`/proc/${pid}/clear_refs`, "5");
}

async function post(server, cookie, file, step, digest) {
  const form = new FormData();
  form.append(
    "file",
    typeof file === "string" ? new Blob([file], { type: "text/csv" }) : file,
    typeof file === "string" ? "produk.csv" : "produk.xlsx",
  );
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

/** Her catalogue exported as a file of the format: its bytes and the time it took. */
async function exportCatalogue(server, cookie, format) {
  const begin = performance.now();
  const response = await fetch(`${server.baseUrl}/admin/products/export?format=${format}`, {
    headers: { cookie },
  });
  if (response.status !== 200) throw new Error(`export ${format}: ${response.status}`);
  const bytes = new Uint8Array(await response.arrayBuffer());
  return { bytes, seconds: (performance.now() - begin) / 1000 };
}

const XLSX_TYPE = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

/** Each step of the round trip timed, with the server's memory after it and its own peak. */
async function roundTrip(rows) {
  const server = await startBenchServer();
  try {
    const cookie = await signInAsDemo(server);
    // Her demo products counted (their own export, previewed), the rest made by a file.
    const demo = await exportCatalogue(server, cookie, "csv");
    const demoPreview = await post(server, cookie, new TextDecoder().decode(demo.bytes));
    const demoCount = demoPreview.value.data.value.preview.counts.unchanged;
    const csv = catalogueCsv(rows - demoCount, `R${rows}`);
    const seeded = await post(server, cookie, csv);
    const seedApply = await post(
      server,
      cookie,
      csv,
      "terapkan",
      seeded.value.data.value.preview.digest,
    );
    if (seedApply.status !== 202 && seedApply.status !== 200) throw new Error("seeding");
    const step = async (name, run) => {
      resetPeak(server.pid);
      const before = memoryOf(server.pid).rss;
      const result = await run();
      console.log({ roundTrip: rows, step: name, ...result, before, server: memoryOf(server.pid) });
      return result;
    };
    const seconds = (value) => Number(value.toFixed(2));
    const megabytes = (bytes) => Number((bytes / 1e6).toFixed(2));
    await step("export csv", async () => {
      const file = await exportCatalogue(server, cookie, "csv");
      return { megabytes: megabytes(file.bytes.length), seconds: seconds(file.seconds) };
    });
    let workbook;
    await step("export xlsx", async () => {
      const file = await exportCatalogue(server, cookie, "xlsx");
      workbook = new Blob([file.bytes], { type: XLSX_TYPE });
      return { megabytes: megabytes(file.bytes.length), seconds: seconds(file.seconds) };
    });
    let answer;
    await step("preview xlsx", async () => {
      const preview = await post(server, cookie, workbook);
      answer = preview.value?.data?.value?.preview;
      if (preview.status !== 200 || !answer) throw new Error(`preview: ${preview.status}`);
      if (answer.problemCount > 0) console.log(answer.problems.slice(0, 3));
      return {
        counts: answer.counts,
        problems: answer.problemCount,
        seconds: seconds(preview.seconds),
      };
    });
    await step("apply xlsx", async () => {
      const apply = await post(server, cookie, workbook, "terapkan", answer.digest);
      if (apply.status !== 202 && apply.status !== 200) throw new Error(`apply: ${apply.status}`);
      return { seconds: seconds(apply.seconds) };
    });
  } finally {
    await server.stop();
  }
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
    if (answer.problemCount > 0) console.log(answer.problems.slice(0, 3));
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

await roundTrip(5_000);
