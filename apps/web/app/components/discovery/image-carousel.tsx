// Up to five pictures of a trip, swiped sideways on a phone (native scroll snapping) or stepped
// with the arrow buttons. Only the first picture comes with the page: the others are coloured
// placeholders until the strip is touched, hovered, focused or scrolled, so a list of cards stays
// light to download and to hydrate. The strip is a focusable region: arrow keys scroll it. With an
// `href` a tap on a picture opens it (a swipe still swipes): the card's own link stays the one a
// keyboard or screen reader meets, so the pictures' links are left out of both.
import { useRef, useState } from "react";
import { Link } from "react-router";
import { ArrowLeftIcon, ArrowRightIcon } from "../icons.tsx";
import { Picture, type PictureImage } from "../picture.tsx";

export function ImageCarousel({
  images,
  label,
  sizes,
  priority = false,
  href,
}: {
  images: readonly PictureImage[];
  /** What the pictures show, for the region's name: "Photos of Kedarkantha Trek". */
  label: string;
  sizes: string;
  /** The first picture is the page's largest: fetch it first instead of lazily. */
  priority?: boolean;
  /** Where a tap on a picture leads (the card's trip). */
  href?: string;
}) {
  const strip = useRef<HTMLUListElement>(null);
  const [current, setCurrent] = useState(0);
  const [revealed, setRevealed] = useState(false);
  const count = images.length;
  const reveal = () => setRevealed(true);

  const step = (direction: 1 | -1) => {
    reveal();
    const element = strip.current;
    if (!element) return;
    const next = Math.min(count - 1, Math.max(0, current + direction));
    element.scrollTo({ left: next * element.clientWidth, behavior: "smooth" });
  };

  const onScroll = () => {
    reveal();
    const element = strip.current;
    if (element && element.clientWidth > 0) setCurrent(Math.round(element.scrollLeft / element.clientWidth));
  };

  if (count === 0) {
    return <div aria-hidden="true" className="aspect-[4/3] w-full bg-slate-200" />;
  }
  return (
    <div className="group/carousel relative min-w-0">
      <ul
        ref={strip}
        onScroll={count > 1 ? onScroll : undefined}
        onPointerEnter={count > 1 ? reveal : undefined}
        onTouchStart={count > 1 ? reveal : undefined}
        onFocus={count > 1 ? reveal : undefined}
        // A scrollable region must be reachable by keyboard (WCAG 2.1.1): arrow keys then scroll it.
        tabIndex={count > 1 ? 0 : undefined}
        aria-label={count > 1 ? label : undefined}
        className="flex aspect-[4/3] snap-x snap-mandatory overflow-x-auto overscroll-x-contain [scrollbar-width:none] [&::-webkit-scrollbar]:hidden"
      >
        {images.map((image, index) =>
          index === 0 || revealed ? (
            <li key={image.id} className="w-full shrink-0 snap-start snap-always">
              {href ? (
                <Link to={href} tabIndex={-1} aria-hidden="true" className="block size-full">
                  <Picture
                    image={image}
                    sizes={sizes}
                    priority={priority && index === 0}
                    alt=""
                    className="size-full object-cover"
                    pictureClassName="block size-full"
                  />
                </Link>
              ) : (
                <Picture
                  image={image}
                  sizes={sizes}
                  priority={priority && index === 0}
                  alt={index === 0 ? image.alt : `${image.alt} (photo ${index + 1} of ${count})`}
                  className="size-full object-cover"
                  pictureClassName="block size-full"
                />
              )}
            </li>
          ) : (
            <li
              key={image.id}
              aria-hidden="true"
              className="w-full shrink-0 snap-start snap-always"
              style={{ backgroundColor: image.dominant_color }}
            />
          ),
        )}
      </ul>
      {count > 1 ? (
        <>
          <button
            type="button"
            tabIndex={-1}
            aria-label="Previous photo"
            onClick={() => step(-1)}
            disabled={current === 0}
            className="absolute top-1/2 left-2 flex size-11 -translate-y-1/2 items-center justify-center rounded-full bg-white/90 text-slate-900 opacity-0 shadow transition-opacity group-hover/carousel:opacity-100 disabled:invisible"
          >
            <ArrowLeftIcon className="size-4" />
          </button>
          <button
            type="button"
            tabIndex={-1}
            aria-label="Next photo"
            onClick={() => step(1)}
            disabled={current === count - 1}
            className="absolute top-1/2 right-2 flex size-11 -translate-y-1/2 items-center justify-center rounded-full bg-white/90 text-slate-900 opacity-0 shadow transition-opacity group-hover/carousel:opacity-100 disabled:invisible"
          >
            <ArrowRightIcon className="size-4" />
          </button>
          <div aria-hidden="true" className="absolute inset-x-0 bottom-2 flex justify-center gap-1.5">
            {images.map((image, index) => (
              <span
                key={image.id}
                className={`size-1.5 rounded-full shadow ${index === current ? "bg-white" : "bg-white/60"}`}
              />
            ))}
          </div>
        </>
      ) : null}
    </div>
  );
}
