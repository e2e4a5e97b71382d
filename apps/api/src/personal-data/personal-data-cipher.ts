// Travellers' health answers, ID numbers, emergency contacts and fitness proofs are encrypted by the
// application before they reach the database, with a key the database never holds (docs/api.md,
// "Personal data"; docs/decisions/0025). AES-256-GCM, a random 96-bit nonce per value, and each value's
// place (table.column:row) as additional data, so that a value copied into another row or column does
// not decrypt. Every value names the key that sealed it, so keys rotate:
//   text   v1.<keyId>.<nonce>.<ciphertext and tag>          (base64url parts)
//   bytes  "v1.<keyId>." then nonce (12 bytes), ciphertext, tag (16 bytes)
// PERSONAL_DATA_KEY holds the key ring, "id:base64,id:base64": the first seals, every one opens.
import { createCipheriv, createDecipheriv, randomBytes } from "node:crypto";

export const KEY_ID_PATTERN = /^[a-z0-9]{1,16}$/;
const NONCE_BYTES = 12;
const TAG_BYTES = 16;
const VERSION = "v1";
const TEXT_ENVELOPE = /^v1\.([a-z0-9]{1,16})\.([A-Za-z0-9_-]{16})\.([A-Za-z0-9_-]{22,})$/;

export interface PersonalDataKey {
  id: string;
  key: Buffer;
}

/** The keys: the first seals new values; all of them open old ones. */
export interface KeyRing {
  current: PersonalDataKey;
  keys: ReadonlyMap<string, Buffer>;
}

export class PersonalDataError extends Error {
  override name = "PersonalDataError";
}

/** Why a key ring's text is not one, or null: "id:base64" entries (or one bare base64 key, id k1). */
export function keyRingProblem(text: string): string | null {
  try {
    parseKeyRing(text);
    return null;
  } catch (error) {
    return (error as Error).message;
  }
}

export function parseKeyRing(text: string): KeyRing {
  const entries = text
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean);
  if (entries.length === 0) throw new PersonalDataError("holds no key");
  const keys = new Map<string, Buffer>();
  let current: PersonalDataKey | undefined;
  for (const entry of entries) {
    const colon = entry.indexOf(":");
    const [id, encoded] =
      colon === -1 && entries.length === 1 ? ["k1", entry] : [entry.slice(0, colon), entry.slice(colon + 1)];
    if (colon === -1 && entries.length > 1) throw new PersonalDataError("names each key: id:base64,id:base64");
    if (!KEY_ID_PATTERN.test(id))
      throw new PersonalDataError(`key id "${id}" must be 1 to 16 lower-case letters or digits`);
    if (keys.has(id)) throw new PersonalDataError(`names the key "${id}" twice`);
    if (!/^[A-Za-z0-9+/_-]+={0,2}$/.test(encoded)) throw new PersonalDataError(`key "${id}" is not base64`);
    const key = Buffer.from(encoded, "base64");
    if (key.length !== 32) {
      throw new PersonalDataError(`key "${id}" is ${key.length} bytes, not 32 (try: openssl rand -base64 32)`);
    }
    keys.set(id, key);
    current ??= { id, key };
  }
  return { current: current!, keys };
}

/** A fresh key ring's text with one new key, as the embedded database's key file holds it. */
export function newKeyRingText(id = "k1"): string {
  return `${id}:${randomBytes(32).toString("base64")}`;
}

/** Where a value belongs: the additional data it is sealed with. */
export const placeOf = (table: string, column: string, row: number | string) => `${table}.${column}:${row}`;

function seal(ring: KeyRing, plain: Buffer, place: string) {
  const nonce = randomBytes(NONCE_BYTES);
  const cipher = createCipheriv("aes-256-gcm", ring.current.key, nonce);
  cipher.setAAD(Buffer.from(place, "utf8"));
  const sealed = Buffer.concat([cipher.update(plain), cipher.final(), cipher.getAuthTag()]);
  return { nonce, sealed };
}

function open(ring: KeyRing, keyId: string, nonce: Buffer, sealed: Buffer, place: string): Buffer {
  const key = ring.keys.get(keyId);
  if (!key) {
    throw new PersonalDataError(
      `${place} was sealed with key "${keyId}", which PERSONAL_DATA_KEY does not hold (keep old keys after the current one until npm run personal-data:rotate-key has run)`,
    );
  }
  if (sealed.length < TAG_BYTES || nonce.length !== NONCE_BYTES) throw new PersonalDataError(`${place} is cut short`);
  const decipher = createDecipheriv("aes-256-gcm", key, nonce);
  decipher.setAAD(Buffer.from(place, "utf8"));
  decipher.setAuthTag(sealed.subarray(sealed.length - TAG_BYTES));
  try {
    return Buffer.concat([decipher.update(sealed.subarray(0, sealed.length - TAG_BYTES)), decipher.final()]);
  } catch {
    throw new PersonalDataError(
      `${place} does not decrypt with key "${keyId}": it was changed, copied from another row, or the key is wrong`,
    );
  }
}

export function isSealedText(value: string): boolean {
  return TEXT_ENVELOPE.test(value);
}

/** The key id a sealed text names, or null for a value that is not sealed. */
export function keyIdOfText(value: string): string | null {
  return TEXT_ENVELOPE.exec(value)?.[1] ?? null;
}

export function sealText(ring: KeyRing, plain: string, place: string): string {
  const { nonce, sealed } = seal(ring, Buffer.from(plain, "utf8"), place);
  return `${VERSION}.${ring.current.id}.${nonce.toString("base64url")}.${sealed.toString("base64url")}`;
}

export function openText(ring: KeyRing, value: string, place: string): string {
  const match = TEXT_ENVELOPE.exec(value);
  if (!match) throw new PersonalDataError(`${place} is not encrypted (run npm run personal-data:rotate-key)`);
  const [, keyId, nonce, sealed] = match;
  return open(ring, keyId!, Buffer.from(nonce!, "base64url"), Buffer.from(sealed!, "base64url"), place).toString(
    "utf8",
  );
}

const BYTES_PREFIX = /^v1\.([a-z0-9]{1,16})\./;

/** The key id sealed bytes name, or null for bytes that are not sealed (a file as uploaded). */
export function keyIdOfBytes(value: Uint8Array): string | null {
  const head = Buffer.from(value.subarray(0, 20)).toString("latin1");
  return BYTES_PREFIX.exec(head)?.[1] ?? null;
}

export function sealBytes(ring: KeyRing, plain: Uint8Array, place: string): Buffer {
  const { nonce, sealed } = seal(ring, Buffer.from(plain), place);
  return Buffer.concat([Buffer.from(`${VERSION}.${ring.current.id}.`, "latin1"), nonce, sealed]);
}

export function openBytes(ring: KeyRing, value: Uint8Array, place: string): Buffer {
  const keyId = keyIdOfBytes(value);
  if (!keyId) throw new PersonalDataError(`${place} is not encrypted (run npm run personal-data:rotate-key)`);
  const start = VERSION.length + keyId.length + 2;
  const bytes = Buffer.from(value);
  return open(ring, keyId, bytes.subarray(start, start + NONCE_BYTES), bytes.subarray(start + NONCE_BYTES), place);
}

// The process's key ring, set once at start from PERSONAL_DATA_KEY (api.ts, the rotation script),
// as the waitlist's rules are: the reading and writing code is reached from resolvers and HTTP
// handlers that do not carry the settings.
let configured: KeyRing | null = null;

export function setPersonalDataKeys(ring: KeyRing): void {
  configured = ring;
}

export function personalDataKeys(): KeyRing {
  if (!configured) throw new PersonalDataError("no personal data key is configured (PERSONAL_DATA_KEY)");
  return configured;
}
