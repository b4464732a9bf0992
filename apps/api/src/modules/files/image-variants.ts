import sharp from 'sharp';

export const IMAGE_VARIANTS = {
  thumbnail: { width: 320, quality: 80 },
  low: { width: 640, quality: 60 },
  high: { width: 1920, quality: 85 },
} as const;

export type ImageVariant = keyof typeof IMAGE_VARIANTS;
export const IMAGE_VARIANT_NAMES = Object.keys(IMAGE_VARIANTS) as ImageVariant[];

export const VARIANT_MIMETYPE = 'image/webp';

// Rejects decompression bombs long before they exhaust memory (about 100 megapixels).
const MAX_INPUT_PIXELS = 100_000_000;

/**
 * WebP renditions for lists (thumbnail), phones (low) and detail views (high). Never enlarged;
 * EXIF orientation applied; metadata (including GPS) dropped, as sharp does by default.
 * Throws when the bytes are not a decodable image.
 */
export async function renderImageVariants(
  input: Buffer | string,
): Promise<Record<ImageVariant, Buffer>> {
  // A path is read by sharp itself, so an upload is never held whole in our memory.
  const source = sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' });
  await source.metadata();
  const entries = await Promise.all(
    IMAGE_VARIANT_NAMES.map(async (name) => {
      const { width, quality } = IMAGE_VARIANTS[name];
      const output = await source
        .clone()
        .rotate()
        .resize({ width, withoutEnlargement: true })
        .webp({ quality })
        .toBuffer();
      return [name, output] as const;
    }),
  );
  return Object.fromEntries(entries) as Record<ImageVariant, Buffer>;
}
