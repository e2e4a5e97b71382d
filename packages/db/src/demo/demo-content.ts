// The demo content the app loads into an empty database: the Indian and international
// catalogues, and the platform content (creator, blog, team, careers, phone numbers).
import { abroadCatalogue } from "./content/abroad.ts";
import { indiaCatalogue } from "./content/india.ts";
import { platformContent } from "./content/platform.ts";
import type { LoadDemoOptions } from "./load-demo-content.ts";

export const demoContent = {
  catalogues: [indiaCatalogue, abroadCatalogue],
  platform: platformContent,
} satisfies Omit<LoadDemoOptions, "today">;
