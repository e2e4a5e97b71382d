import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import { type BrowserSources, findBrowser, SYSTEM_BROWSERS, type UnpackedChromium, unpackInto } from "./browser.ts";

const unpacked: UnpackedChromium = {
  executablePath: "/cache/chromium",
  libraryPath: "/cache/al2023/lib",
  fontconfigFile: "/cache/fonts.conf",
};

function sources(env: Record<string, string>, installed: string[] = [], unpack = () => unpacked): BrowserSources {
  return { env, isExecutable: (path) => installed.includes(path), unpackNpmChromium: vi.fn(unpack) };
}

describe("findBrowser", () => {
  it("takes CHROME_PATH first, without looking further", () => {
    const given = sources({ CHROME_PATH: "/opt/chrome/chrome", HOME: "/home/dev" }, [
      "/opt/chrome/chrome",
      ...SYSTEM_BROWSERS,
    ]);
    expect(findBrowser(given)).toEqual({
      source: "CHROME_PATH",
      executablePath: "/opt/chrome/chrome",
      env: { CHROME_PATH: "/opt/chrome/chrome", HOME: "/home/dev" },
    });
    expect(given.unpackNpmChromium).not.toHaveBeenCalled();
  });

  it("refuses a CHROME_PATH that is not an executable file, naming it", () => {
    expect(() => findBrowser(sources({ CHROME_PATH: "/opt/nothing" }, SYSTEM_BROWSERS.slice()))).toThrow(
      /^CHROME_PATH is \/opt\/nothing, which is not an executable file/,
    );
  });

  it("takes the first system browser installed, in order", () => {
    const given = sources({}, ["/usr/bin/google-chrome", "/usr/bin/chromium-browser"]);
    expect(findBrowser(given)).toMatchObject({ source: "system", executablePath: "/usr/bin/chromium-browser" });
    expect(findBrowser(sources({ PARVAT_BROWSER: "" }, SYSTEM_BROWSERS.slice())).executablePath).toBe(
      "/usr/bin/chromium",
    );
    expect(given.unpackNpmChromium).not.toHaveBeenCalled();
  });

  it("falls back to the npm-shipped Chromium, its libraries first on LD_LIBRARY_PATH", () => {
    const browser = findBrowser(sources({ HOME: "/home/dev", LD_LIBRARY_PATH: "/usr/local/lib" }));
    expect(browser).toEqual({
      source: "npm",
      executablePath: "/cache/chromium",
      env: {
        HOME: "/home/dev",
        LD_LIBRARY_PATH: "/cache/al2023/lib:/usr/local/lib",
        FONTCONFIG_FILE: "/cache/fonts.conf",
      },
    });
    expect(findBrowser(sources({})).env.LD_LIBRARY_PATH).toBe("/cache/al2023/lib");
  });

  it("PARVAT_BROWSER=npm takes the npm-shipped Chromium over CHROME_PATH and the system's", () => {
    const browser = findBrowser(
      sources({ PARVAT_BROWSER: "npm", CHROME_PATH: "/usr/bin/chromium" }, SYSTEM_BROWSERS.slice()),
    );
    expect(browser).toMatchObject({ source: "npm", executablePath: "/cache/chromium" });
  });

  it("PARVAT_BROWSER=system takes the system's browser over CHROME_PATH, and never the npm one", () => {
    expect(
      findBrowser(
        sources({ PARVAT_BROWSER: "system", CHROME_PATH: "/opt/chrome" }, ["/opt/chrome", "/usr/bin/chromium"]),
      ),
    ).toMatchObject({ source: "system", executablePath: "/usr/bin/chromium" });
    const given = sources({ PARVAT_BROWSER: "system" });
    expect(() => findBrowser(given)).toThrow(/^PARVAT_BROWSER=system, but none of \/usr\/bin\/chromium.* is installed/);
    expect(given.unpackNpmChromium).not.toHaveBeenCalled();
  });

  it("refuses an unknown PARVAT_BROWSER", () => {
    expect(() => findBrowser(sources({ PARVAT_BROWSER: "firefox" }, SYSTEM_BROWSERS.slice()))).toThrow(
      'PARVAT_BROWSER must be "npm" or "system" (or unset), not "firefox".',
    );
  });

  it("without any browser, says in one sentence why and how to get one", () => {
    const failing = sources({}, [], () => {
      throw new Error("ENOSPC: no space left on device\n    at extract");
    });
    expect(() => findBrowser(failing)).toThrow(
      /^No browser for the tests: .*could not be unpacked \(ENOSPC: no space left on device\); run `npm ci`.* set CHROME_PATH[^\n]*\.$/,
    );
  });
});

describe("unpackInto", () => {
  const roots: string[] = [];
  afterEach(() => {
    for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true });
  });

  function cacheDirectory() {
    const root = mkdtempSync(join(tmpdir(), "parvat-browser-test-"));
    roots.push(root);
    return join(root, "cache", "153.0.0");
  }

  function fakeExtract(into: string) {
    mkdirSync(join(into, "al2023", "lib"), { recursive: true });
    writeFileSync(join(into, "chromium"), "binary");
  }

  it("unpacks once, then reuses the cache", () => {
    const directory = cacheDirectory();
    const extract = vi.fn(fakeExtract);
    const first = unpackInto(directory, extract);
    expect(unpackInto(directory, extract)).toEqual(first);
    expect(extract).toHaveBeenCalledTimes(1);
    expect(first).toEqual({
      executablePath: join(directory, "chromium"),
      libraryPath: join(directory, "al2023", "lib"),
      fontconfigFile: join(directory, "fonts.conf"),
    });
    expect(readFileSync(first.executablePath, "utf8")).toBe("binary");
  });

  it("writes a fontconfig file with the system's fonts first, then the bundled ones", () => {
    const directory = cacheDirectory();
    const config = readFileSync(unpackInto(directory, fakeExtract).fontconfigFile, "utf8");
    const system = config.indexOf('<include ignore_missing="yes">/etc/fonts/fonts.conf</include>');
    expect(system).toBeGreaterThan(0);
    expect(config.indexOf(`<dir>${join(directory, "fonts")}</dir>`)).toBeGreaterThan(system);
  });

  it("leaves nothing behind when unpacking fails, and tries again next time", () => {
    const directory = cacheDirectory();
    expect(() =>
      unpackInto(directory, (into) => {
        fakeExtract(into);
        throw new Error("interrupted");
      }),
    ).toThrow("interrupted");
    expect(existsSync(directory)).toBe(false);
    expect(readdirSync(dirname(directory))).toEqual([]);
    const extract = vi.fn(fakeExtract);
    unpackInto(directory, extract);
    expect(extract).toHaveBeenCalledTimes(1);
  });
});
