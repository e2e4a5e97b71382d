// The embedded database's personal data key (a demo, a developer's machine): made at first start in
// DATA_DIR beside the JWT secret, readable by its owner only, and kept, since the data it sealed
// opens with it alone. It is not in the database folder, so a copy of that folder alone does not
// open the data; a backup of DATA_DIR must keep both (docs/api.md, "Personal data").
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { newKeyRingText } from "./personal-data-cipher.ts";

export const PERSONAL_DATA_KEY_FILE = "personal-data-key";

export function embeddedPersonalDataKey(dataDir: string): string {
  const file = join(dataDir, PERSONAL_DATA_KEY_FILE);
  try {
    return readFileSync(file, "utf8").trim();
  } catch {
    mkdirSync(dataDir, { recursive: true });
    const ring = newKeyRingText();
    writeFileSync(file, `${ring}\n`, { mode: 0o600, flag: "wx" });
    return ring;
  }
}
