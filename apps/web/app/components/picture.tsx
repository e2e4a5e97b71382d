// Every image on the site: AVIF and WebP variants at fixed widths, the intrinsic size so nothing
// shifts while it loads, and the picture's dominant colour as the placeholder. Lazy unless it is
// the page's largest image (`priority`), which the browser should fetch first.
import { mediaSrcSet, mediaUrl } from "@parvat/domain/media";
import { preload } from "react-dom";
import type { ImageFieldsFragment } from "../graphql/generated/graphql.ts";

/** The API's Image, as the ImageFields fragment (graphql/fragments.ts) selects it. */
export type PictureImage = ImageFieldsFragment;

export interface PictureProps {
  image: PictureImage;
  /** How wide the image is drawn, for the browser to pick a variant: "(min-width: 1024px) 33vw, 100vw". */
  sizes: string;
  /** Overrides the image's stored alt text; "" marks a decorative image. */
  alt?: string;
  priority?: boolean;
  className?: string;
  /** Classes of the <picture> wrapper. */
  pictureClassName?: string;
}

export function Picture({ image, sizes, alt, priority = false, className, pictureClassName }: PictureProps) {
  if (priority) {
    // A preload in <head> starts the page's largest picture ahead of the scripts the head also
    // lists (an <img> inside <picture> is found only later, in the body). AVIF, as every browser
    // that preloads by type picks it; the others skip the hint and use the <picture> as usual.
    preload(mediaUrl(image, 720, "avif"), {
      as: "image",
      type: "image/avif",
      imageSrcSet: mediaSrcSet(image, "avif"),
      imageSizes: sizes,
      fetchPriority: "high",
    });
  }
  return (
    <picture className={pictureClassName}>
      <source type="image/avif" srcSet={mediaSrcSet(image, "avif")} sizes={sizes} />
      <source type="image/webp" srcSet={mediaSrcSet(image, "webp")} sizes={sizes} />
      <img
        src={mediaUrl(image, 720, "webp")}
        width={image.width}
        height={image.height}
        alt={alt ?? image.alt}
        loading={priority ? "eager" : "lazy"}
        decoding={priority ? undefined : "async"}
        fetchPriority={priority ? "high" : undefined}
        className={className}
        style={{ backgroundColor: image.dominant_color }}
      />
    </picture>
  );
}
