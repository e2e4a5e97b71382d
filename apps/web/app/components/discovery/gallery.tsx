// Pictures with captions: the first one wide, the others in a row of smaller ones beneath. Every
// picture loads lazily: a gallery sits below the page's heading picture.
import { Picture, type PictureImage } from "../picture.tsx";

function Caption({ text }: { text?: string }) {
  return text ? (
    <figcaption className="mt-1.5 text-xs font-medium tracking-wide text-slate-600 uppercase">{text}</figcaption>
  ) : null;
}

export function Gallery({ items }: { items: readonly { image: PictureImage; caption?: string }[] }) {
  const [first, ...rest] = items;
  if (!first) return null;
  return (
    <div>
      <figure>
        <Picture
          image={first.image}
          sizes="(min-width: 1024px) 736px, 100vw"
          className="aspect-[16/9] w-full rounded-xl object-cover"
        />
        <Caption text={first.caption} />
      </figure>
      {rest.length > 0 ? (
        <ul className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-4">
          {rest.map((item) => (
            <li key={item.image.id}>
              <figure>
                <Picture
                  image={item.image}
                  sizes="(min-width: 1024px) 180px, (min-width: 640px) 25vw, 50vw"
                  className="aspect-[4/3] w-full rounded-lg object-cover"
                />
                <Caption text={item.caption} />
              </figure>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
