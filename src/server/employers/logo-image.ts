import type { UploadKind } from '../uploads/read-single-upload';

/** Logos are shown small; 512×512 is sharp on any screen the pages are drawn for. */
export const LOGO_BOX = 512;
/**
 * A 5 MB file can still describe a huge canvas (a "decompression bomb": a flat PNG of 50,000×50,000 pixels is
 * a few kilobytes and 10 GB once decoded). No logo needs more than 40 megapixels.
 */
export const MAX_LOGO_PIXELS = 40_000_000;
export const TOO_MANY_PIXELS_MESSAGE = 'The image is larger than 40 megapixels. Save a smaller version of the logo and upload that.';
export const UNREADABLE_IMAGE_MESSAGE = 'The image could not be read; it may be damaged. Save it again as PNG, JPEG or WebP and upload that.';

export type LogoImage =
  | { ok: true; bytes: Buffer; contentType: 'image/png' | 'image/webp'; extension: '.png' | '.webp'; width: number; height: number }
  | { ok: false; status: 400 | 413; message: string };

/**
 * The stored version of an uploaded logo: turned upright by its EXIF orientation, scaled down to fit 512×512
 * (never enlarged), without its metadata (sharp drops it, and with it any location a camera wrote). A PNG stays
 * a PNG, keeping flat colours and transparency exact; JPEG and WebP become WebP, smaller at the same quality.
 * Only the first frame of an animated image is kept.
 */
export async function resizeLogo(bytes: Buffer, kind: Extract<UploadKind, 'png' | 'jpeg' | 'webp'>): Promise<LogoImage> {
  // Loaded on the first logo: libvips is tens of megabytes that a server without logo uploads never needs.
  const { default: sharp } = await import('sharp');
  try {
    // The header gives the size without decoding the pixels, so a bomb is refused before any memory is spent.
    const { width, height } = await sharp(bytes).metadata();
    if (!width || !height) return { ok: false, status: 400, message: UNREADABLE_IMAGE_MESSAGE };
    if (width * height > MAX_LOGO_PIXELS) return { ok: false, status: 413, message: TOO_MANY_PIXELS_MESSAGE };
    const pipeline = sharp(bytes, { limitInputPixels: MAX_LOGO_PIXELS, failOn: 'error' })
      .autoOrient()
      .resize({ width: LOGO_BOX, height: LOGO_BOX, fit: 'inside', withoutEnlargement: true });
    const output =
      kind === 'png'
        ? await pipeline.png({ compressionLevel: 9 }).toBuffer({ resolveWithObject: true })
        : await pipeline.webp({ quality: 85 }).toBuffer({ resolveWithObject: true });
    const png = kind === 'png';
    return {
      ok: true,
      bytes: output.data,
      contentType: png ? 'image/png' : 'image/webp',
      extension: png ? '.png' : '.webp',
      width: output.info.width,
      height: output.info.height,
    };
  } catch (error) {
    // libvips refuses what it cannot decode (a cut-short or damaged file) or what exceeds the pixel limit.
    if (error instanceof Error && /pixel limit/i.test(error.message)) return { ok: false, status: 413, message: TOO_MANY_PIXELS_MESSAGE };
    return { ok: false, status: 400, message: UNREADABLE_IMAGE_MESSAGE };
  }
}
