import { IMAGE_QUALITY_DEFAULT, IMAGE_WIDTHS } from './constants';

export { IMAGE_QUALITY_DEFAULT, IMAGE_WIDTHS };

/**
 * The `/api/images` address of a local image at one of IMAGE_WIDTHS, for `src` and `srcset`.
 * Free of zod, so the public site's lightweight bundle can import it (`@rayyan/contracts/images`).
 */
export function optimizedImageUrl(url: string, width: number, quality: number = IMAGE_QUALITY_DEFAULT): string {
  return `/api/images?url=${encodeURIComponent(url)}&w=${width}&q=${quality}`;
}
