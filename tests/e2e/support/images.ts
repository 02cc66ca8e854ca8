import sharp from "sharp";

/** A small picture in one flat colour, as a file a seller would pick. */
export async function pictureFile(name: string, colour: string) {
  const buffer = await sharp({
    create: { width: 400, height: 300, channels: 3, background: colour },
  })
    .png()
    .toBuffer();
  return { name, mimeType: "image/png", buffer };
}
