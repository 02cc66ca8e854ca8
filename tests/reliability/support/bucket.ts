import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { onTestFinished } from "vitest";

// An S3-compatible bucket for the running test: s3rver in this process, keeping its objects
// in a folder of its own, closed and removed when the test ends. It takes the credentials
// S3RVER / S3RVER.

export type Bucket = {
  name: string;
  /** http://127.0.0.1:<port>, for S3_ENDPOINT. */
  endpoint: string;
  accessKeyId: string;
  secretAccessKey: string;
};

export async function startBucket(name = "gerai-media"): Promise<Bucket> {
  const { default: S3rver } = await import("s3rver");
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), "gerai-bucket-"));
  const server = new S3rver({
    address: "127.0.0.1",
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name, configs: [] }],
  });
  const { port } = await server.run();
  onTestFinished(async () => {
    await server.close();
    fs.rmSync(directory, { recursive: true, force: true });
  });
  return {
    name,
    endpoint: `http://127.0.0.1:${port}`,
    accessKeyId: "S3RVER",
    secretAccessKey: "S3RVER",
  };
}
