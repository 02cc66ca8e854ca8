import crypto from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import type { S3Config } from "../config";

// Where uploaded images live: the local disk under DATA_DIR by default, an S3-compatible
// bucket when S3_BUCKET is set. Keys are content-addressed, so a stored file never changes
// and can be cached for a year.

export type MediaStorage = {
  /** The base every stored key is served under: "/media" locally, the bucket's URL on S3. */
  baseUrl: string;
  has(key: string): Promise<boolean>;
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  /** A stored file's bytes, or null when there is none under `key`. */
  read(key: string): Promise<Buffer | null>;
};

export const LOCAL_MEDIA_PATH = "/media";

/** Said at start by an instance on PostgreSQL that keeps uploads on its own disk. */
export const LOCAL_UPLOADS_WARNING =
  "Uploads are kept in DATA_DIR/uploads, on this instance's disk: a second instance on this " +
  "database will not find them. Set S3_BUCKET (docs/deploy.md) before starting another one.";

export function createLocalMediaStorage(dir: string): MediaStorage {
  return {
    baseUrl: LOCAL_MEDIA_PATH,
    async has(key) {
      return fs.access(path.join(dir, key)).then(
        () => true,
        () => false,
      );
    },
    async put(key, body) {
      const file = path.join(dir, key);
      await fs.mkdir(path.dirname(file), { recursive: true });
      // Written under a temporary name and renamed, so a reader never sees half a file. The
      // name is random: the same picture uploaded twice at once is written twice, in parallel.
      const temporary = `${file}.${crypto.randomUUID()}.tmp`;
      await fs.writeFile(temporary, body);
      await fs.rename(temporary, file);
    },
    async read(key) {
      try {
        return await fs.readFile(path.join(dir, key));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
        throw error;
      }
    },
  };
}

export async function createS3MediaStorage(config: S3Config): Promise<MediaStorage> {
  // Loaded only when a bucket is configured: the SDK is large and most shops never need it.
  const { S3Client, PutObjectCommand, HeadObjectCommand, GetObjectCommand } =
    await import("@aws-sdk/client-s3");
  const client = new S3Client({
    region: config.region,
    endpoint: config.endpoint,
    forcePathStyle: Boolean(config.endpoint),
    credentials:
      config.accessKeyId && config.secretAccessKey
        ? { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey }
        : undefined,
  });
  const baseUrl = (
    config.publicUrl ??
    (config.endpoint
      ? `${config.endpoint.replace(/\/$/, "")}/${config.bucket}`
      : `https://${config.bucket}.s3.${config.region}.amazonaws.com`)
  ).replace(/\/$/, "");
  return {
    baseUrl,
    async has(key) {
      try {
        await client.send(new HeadObjectCommand({ Bucket: config.bucket, Key: key }));
        return true;
      } catch (error) {
        // A missing object answers 404, or 403 to credentials that may not list the bucket;
        // anything else (the bucket unreachable) is a failure, not an answer.
        const status = (error as { $metadata?: { httpStatusCode?: number } }).$metadata
          ?.httpStatusCode;
        if (status === 404 || status === 403) return false;
        throw error;
      }
    },
    async put(key, body, contentType) {
      await client.send(
        new PutObjectCommand({
          Bucket: config.bucket,
          Key: key,
          Body: body,
          ContentType: contentType,
          CacheControl: "public, max-age=31536000, immutable",
        }),
      );
    },
    async read(key) {
      try {
        const answer = await client.send(new GetObjectCommand({ Bucket: config.bucket, Key: key }));
        return answer.Body ? Buffer.from(await answer.Body.transformToByteArray()) : null;
      } catch (error) {
        const status = (error as { $metadata?: { httpStatusCode?: number } }).$metadata
          ?.httpStatusCode;
        if (status === 404 || status === 403) return null;
        throw error;
      }
    },
  };
}
