import { IMAGE_WIDTHS, optimizedImageUrl } from '@rayyan/contracts/images';
import classes from './site.module.css';

/** Rendered at build time from PlatformIllustration (scripts/prerender.mjs), served through the optimizer. */
export const PLATFORM_PREVIEW_URL = '/images/platform-preview.png';
const WIDTHS = IMAGE_WIDTHS.filter((w) => w <= 1200);

/** The interface preview as a responsive image: the browser picks a width from the srcset. */
export function PlatformPreview({ alt }: { alt: string }) {
  return (
    <figure className={classes.figure}>
      <img
        src={optimizedImageUrl(PLATFORM_PREVIEW_URL, 750)}
        srcSet={WIDTHS.map((w) => `${optimizedImageUrl(PLATFORM_PREVIEW_URL, w)} ${w}w`).join(', ')}
        sizes="(max-width: 820px) 100vw, 560px"
        width={560}
        height={360}
        alt={alt}
        loading="lazy"
        decoding="async"
      />
    </figure>
  );
}
