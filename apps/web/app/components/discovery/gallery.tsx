// A grid of pictures with captions: the first wide, the others in a row beneath. Every picture
// but the first loads lazily.
import { Picture, type PictureImage } from "../picture.tsx";

export function Gallery({ items }: { items: readonly { image: PictureImage; caption?: string }[] }) {
  if (items.length === 0) return null;
  return (
    <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3">
      {items.map((item, index) => (
        <li key={item.image.id} className={index === 0 ? "col-span-2 sm:row-span-2" : ""}>
          <figure className="h-full">
            <Picture
              image={item.image}
              sizes={index === 0 ? "(min-width: 640px) 66vw, 100vw" : "(min-width: 640px) 33vw, 50vw"}
              className="size-full rounded-xl object-cover"
              pictureClassName="block aspect-[4/3] h-full"
            />
            {item.caption ? (
              <figcaption className="mt-1.5 text-xs font-medium tracking-wide text-slate-600 uppercase">
                {item.caption}
              </figcaption>
            ) : null}
          </figure>
        </li>
      ))}
    </ul>
  );
}
