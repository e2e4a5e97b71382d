import { cleanup, render } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { Picture } from "./picture.tsx";

afterEach(cleanup);

const image = {
  id: 42,
  checksum: "a1b2c3d4",
  width: 1600,
  height: 1067,
  alt: "Pangong lake at dawn",
  dominant_color: "#3b6e8f",
};

describe("Picture", () => {
  it("offers AVIF, then WebP, at every width, with the sizes given", () => {
    const { container } = render(<Picture image={image} sizes="(min-width: 1024px) 50vw, 100vw" />);
    const sources = [...container.querySelectorAll("picture > source")];
    expect(sources.map((source) => source.getAttribute("type"))).toEqual(["image/avif", "image/webp"]);
    expect(sources[0]!.getAttribute("srcset")).toBe(
      "/media/42/a1b2c3d4/360.avif 360w, /media/42/a1b2c3d4/540.avif 540w, /media/42/a1b2c3d4/720.avif 720w, /media/42/a1b2c3d4/1080.avif 1080w, /media/42/a1b2c3d4/1440.avif 1440w",
    );
    expect(sources[1]!.getAttribute("srcset")).toContain("/media/42/a1b2c3d4/1080.webp 1080w");
    for (const source of sources) expect(source.getAttribute("sizes")).toBe("(min-width: 1024px) 50vw, 100vw");
  });

  it("reserves the intrinsic size, paints the dominant colour and loads lazily by default", () => {
    const { getByRole } = render(<Picture image={image} sizes="100vw" />);
    const img = getByRole("img", { name: "Pangong lake at dawn" });
    expect(img.getAttribute("width")).toBe("1600");
    expect(img.getAttribute("height")).toBe("1067");
    expect(img.getAttribute("src")).toBe("/media/42/a1b2c3d4/720.webp");
    expect(img.getAttribute("loading")).toBe("lazy");
    expect(img.getAttribute("fetchpriority")).toBeNull();
    expect(img.style.backgroundColor).toBe("rgb(59, 110, 143)");
  });

  it("loads the page's largest image eagerly and first when it has priority", () => {
    const { getByRole } = render(<Picture image={image} sizes="100vw" priority />);
    const img = getByRole("img");
    expect(img.getAttribute("loading")).toBe("eager");
    expect(img.getAttribute("fetchpriority")).toBe("high");
  });

  it("takes an alt override, and an empty alt marks the image decorative", () => {
    const { container, rerender, getByRole } = render(<Picture image={image} sizes="100vw" alt="Portrait" />);
    expect(getByRole("img", { name: "Portrait" })).toBeTruthy();
    rerender(<Picture image={image} sizes="100vw" alt="" />);
    expect(container.querySelector("img")!.getAttribute("alt")).toBe("");
  });
});
