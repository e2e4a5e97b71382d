// The trek's photos. Phones get a swipeable strip of every photo; wide screens a mosaic of the
// first five with a button for the rest. The first photo is the page's largest paint: fetched
// first, never lazily.
import { mediaSrcSet, mediaUrl } from "@parvat/domain/media";
import { useState } from "react";
import { preload } from "react-dom";
import { CameraIcon } from "../icons.tsx";
import { Picture, type PictureImage } from "../picture.tsx";

const MOSAIC = 5;
const COVER_SIZES = "(min-width: 1152px) 560px, (min-width: 1024px) 50vw, (min-width: 640px) 60vw, 86vw";
const TILE_SIZES = "(min-width: 1152px) 280px, (min-width: 1024px) 25vw, (min-width: 640px) 60vw, 86vw";

export function TrekGallery({ images, name }: { images: readonly PictureImage[]; name: string }) {
  const [showAll, setShowAll] = useState(false);
  const cover = images[0];
  // The cover is the largest paint: announced in <head>, it downloads alongside the stylesheet
  // instead of waiting for the parser to reach the gallery. (Browsers without AVIF skip the hint.)
  if (cover) {
    preload(mediaUrl(cover, 720, "avif"), {
      as: "image",
      type: "image/avif",
      imageSrcSet: mediaSrcSet(cover, "avif"),
      imageSizes: COVER_SIZES,
      fetchPriority: "high",
    });
  }
  if (!cover) return null;
  return (
    <div className="page-container mt-6">
      <section
        aria-label={`Photos of ${name}`}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling strip must be focusable for keyboard users (axe's scrollable-region-focusable)
        tabIndex={0}
        className="-mx-4 flex snap-x snap-mandatory gap-3 overflow-x-auto px-4 pb-2 sm:mx-0 sm:px-0 lg:grid lg:snap-none lg:grid-cols-4 lg:gap-3 lg:overflow-visible lg:pb-0"
      >
        {images.map((image, index) => (
          <div
            key={image.id}
            className={`relative aspect-[4/3] w-[86%] shrink-0 snap-center overflow-hidden rounded-2xl bg-slate-200 sm:w-[60%] lg:w-auto ${
              index === 0 ? "lg:col-span-2 lg:row-span-2" : ""
            } ${index >= MOSAIC && !showAll ? "lg:hidden" : ""}`}
          >
            <Picture
              image={image}
              priority={index === 0}
              sizes={index === 0 ? COVER_SIZES : TILE_SIZES}
              pictureClassName="absolute inset-0"
              className="size-full object-cover"
            />
          </div>
        ))}
      </section>
      {images.length > MOSAIC ? (
        <button
          type="button"
          aria-expanded={showAll}
          onClick={() => setShowAll((value) => !value)}
          className="btn btn-secondary mt-3 hidden lg:inline-flex"
        >
          <CameraIcon className="size-5" />
          {showAll ? "Show fewer photos" : `Show all ${images.length} photos`}
        </button>
      ) : null}
    </div>
  );
}
