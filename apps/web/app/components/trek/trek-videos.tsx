// The trek's videos: a poster with a play button each, the player (YouTube's, without cookies)
// only once asked for, so the first paint carries no third-party weight.
import { useState } from "react";
import { Picture, type PictureImage } from "../picture.tsx";
import { ContentSection } from "./content-section.tsx";
import type { TrekOnPage } from "./trek-fields.ts";

/** The YouTube video id of a watch, share or embed address; null for anything else. */
export function youtubeId(url: string): string | null {
  try {
    const parsed = new URL(url);
    const host = parsed.hostname.replace(/^www\.|^m\./, "");
    let id: string | null = null;
    if (host === "youtu.be") id = parsed.pathname.slice(1);
    else if (host === "youtube.com" || host === "youtube-nocookie.com") {
      id = parsed.searchParams.get("v") ?? /^\/(?:embed|shorts)\/([^/]+)/.exec(parsed.pathname)?.[1] ?? null;
    }
    return id && /^[\w-]{6,20}$/.test(id) ? id : null;
  } catch {
    return null;
  }
}

/** A video that loads only when asked: no third-party weight on the first paint. */
function VideoFacade({ title, url, poster }: { title: string; url: string; poster: PictureImage | undefined }) {
  const [playing, setPlaying] = useState(false);
  const id = youtubeId(url);
  if (!id) {
    return (
      <a href={url} rel="noopener" className="link">
        Watch {title}
      </a>
    );
  }
  return (
    <div className="relative aspect-video overflow-hidden rounded-2xl bg-night">
      {playing ? (
        <iframe
          src={`https://www.youtube-nocookie.com/embed/${id}?autoplay=1&rel=0`}
          title={title}
          allow="autoplay; encrypted-media; picture-in-picture"
          allowFullScreen
          className="absolute inset-0 size-full"
        />
      ) : (
        <button type="button" onClick={() => setPlaying(true)} className="group absolute inset-0 size-full">
          {poster ? (
            <Picture
              image={poster}
              alt=""
              sizes="(min-width: 1024px) 700px, 100vw"
              pictureClassName="absolute inset-0"
              className="size-full object-cover opacity-80"
            />
          ) : null}
          <span className="absolute inset-0 flex items-center justify-center">
            <span className="flex items-center gap-2 rounded-full bg-primary-strong px-5 py-3 font-semibold text-white shadow-lg group-hover:bg-primary-deep">
              <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false" fill="currentColor">
                <path d="M8 5v14l11-7Z" />
              </svg>
              Play: {title}
            </span>
          </span>
        </button>
      )}
    </div>
  );
}

export function Videos({ trek }: { trek: Pick<TrekOnPage, "name" | "video" | "videos" | "images"> }) {
  const videos =
    trek.videos.length > 0 ? trek.videos : trek.video ? [{ id: 0, title: `${trek.name} video`, url: trek.video }] : [];
  if (videos.length === 0) return null;
  return (
    <ContentSection id="video" title={videos.length === 1 ? "Video" : "Videos"}>
      <div className="grid gap-4">
        {videos.map((video) => (
          <VideoFacade key={video.id} title={video.title} url={video.url} poster={trek.images[0]} />
        ))}
      </div>
    </ContentSection>
  );
}
