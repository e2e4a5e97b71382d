// The load balancer's body limits match the app's: each upload path takes at least what the app
// takes (so the traveller gets the app's own answer, not nginx's page), and what nginx refuses
// itself it answers in the JSON shape that path's screen reads. reliability/machines.test.ts sends
// the files through a running nginx.
import { readFileSync } from "node:fs";
import { REVIEW_PHOTO_MAX_BYTES } from "@parvat/domain/review";
import { FITNESS_PROOF_MAX_BYTES } from "@parvat/domain/traveller-forms";
import { describe, expect, it } from "vitest";

const template = readFileSync(new URL("../deploy/nginx.conf.template", import.meta.url), "utf8");
const MB = 1024 * 1024;

/** The location block that begins with `opening`: its client_max_body_size in bytes, and its 413 page. */
function location(opening: string) {
  const start = template.indexOf(opening);
  expect(start, opening).toBeGreaterThan(-1);
  const block = template.slice(start, template.indexOf("}", start));
  const size = /client_max_body_size (\d+)m;/.exec(block);
  const page = /error_page 413 (@\w+);/.exec(block)![1]!;
  const named = template.slice(template.indexOf(`location ${page} {`));
  const body = /return 413 '([^']*)\\n';/.exec(named)![1]!;
  return { limit: size ? Number(size[1]) * MB : null, answer: JSON.parse(body) as unknown, block };
}

describe("nginx's body limits", () => {
  it("take a fitness proof of the app's largest, with the app's own refusal beyond", () => {
    const fitness = location("location ~ ^/api/forms/[A-Za-z0-9_-]+/fitness-proof$ {");
    expect(fitness.limit).toBeGreaterThan(FITNESS_PROOF_MAX_BYTES);
    expect(fitness.limit).toBeLessThanOrEqual(FITNESS_PROOF_MAX_BYTES + 2 * MB);
    expect(fitness.answer).toEqual({
      errors: [
        {
          message: "The file is larger than 5 MB. Send a smaller photo or PDF.",
          extensions: { code: "UPLOAD_REFUSED", maxBytes: FITNESS_PROOF_MAX_BYTES },
        },
      ],
    });
    expect(fitness.block).toContain("error_page 502 504 =503 @copies_unavailable;");
  });

  it("take a review photo of the app's largest, with the app's own refusal beyond", () => {
    const photo = location("location = /api/uploads/review-photo {");
    expect(photo.limit).toBeGreaterThan(REVIEW_PHOTO_MAX_BYTES);
    expect(photo.limit).toBeLessThanOrEqual(REVIEW_PHOTO_MAX_BYTES + 2 * MB);
    expect(photo.answer).toEqual({ error: { code: "BAD_USER_INPUT", message: "A photo can be at most 10 MB." } });
  });

  it("keep everything else to 1 MB (the API takes 100 KB), refused as a GraphQL error", () => {
    expect(/\n {4}client_max_body_size 1m;/.test(template)).toBe(true);
    expect(location("location / {").answer).toEqual({
      errors: [{ message: "The request is too large.", extensions: { code: "BAD_REQUEST" } }],
    });
  });
});
