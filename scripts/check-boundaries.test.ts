import { describe, expect, it } from "vitest";
import { importSpecifiers, relativeEscapes, upwardImports, workspaceOf } from "./check-boundaries.ts";

const WORKSPACES = ["packages/domain", "packages/db", "apps/api", "apps/web"];

describe("importSpecifiers", () => {
  it("reads imports, re-exports, side-effect and dynamic imports, over several lines too", () => {
    const source = `
      import { a } from "./a.ts";
      import type { B } from '../b.ts';
      import {
        c,
        d,
      } from "@parvat/domain/c";
      import "./styles.css";
      export { e } from "./e.ts";
      export * from "./f.ts";
      const g = await import("./g.ts");
      const h = await import( "./h.ts" );
    `;
    expect(importSpecifiers(source)).toEqual([
      "./a.ts",
      "../b.ts",
      "@parvat/domain/c",
      "./styles.css",
      "./e.ts",
      "./f.ts",
      "./g.ts",
      "./h.ts",
    ]);
  });

  it("does not take import-like text inside a string for an import", () => {
    const source = `
      const expected = 'import { A } from "../../elsewhere/a.ts";';
      import { b } from "./b.ts";
    `;
    expect(importSpecifiers(source)).toEqual(["./b.ts"]);
  });
});

describe("workspaceOf", () => {
  it("finds the workspace folder of a file, and none for the root's own files", () => {
    expect(workspaceOf("apps/web/app/root.tsx", WORKSPACES)).toBe("apps/web");
    expect(workspaceOf("packages/db/src/client.ts", WORKSPACES)).toBe("packages/db");
    expect(workspaceOf("packages/domain-extra/x.ts", WORKSPACES)).toBeNull();
    expect(workspaceOf("scripts/test.ts", WORKSPACES)).toBeNull();
  });
});

describe("relativeEscapes", () => {
  it("allows relative imports within a workspace and package names across workspaces", () => {
    const files = [
      { path: "apps/web/app/components/card.tsx", source: 'import { x } from "../lib/paths.ts";' },
      { path: "apps/web/server/web-app.ts", source: 'import type { A } from "../app/context.ts";' },
      { path: "packages/db/src/demo/load.ts", source: 'import { c } from "@parvat/domain/company";' },
    ];
    expect(relativeEscapes(files, WORKSPACES)).toEqual([]);
  });

  it("refuses a relative import that climbs into another workspace, whatever the depth", () => {
    const files = [
      { path: "packages/domain/src/prices.ts", source: 'import { db } from "../../db/src/client.ts";' },
      { path: "apps/web/app/routes/trek.tsx", source: 'export { api } from "../../../api/src/api.ts";' },
      { path: "packages/db/src/demo/x.ts", source: 'const m = import("../../../../apps/api/src/env.ts");' },
    ];
    expect(relativeEscapes(files, WORKSPACES)).toEqual([
      { file: "packages/domain/src/prices.ts", specifier: "../../db/src/client.ts", workspace: "packages/domain" },
      { file: "apps/web/app/routes/trek.tsx", specifier: "../../../api/src/api.ts", workspace: "apps/web" },
      { file: "packages/db/src/demo/x.ts", specifier: "../../../../apps/api/src/env.ts", workspace: "packages/db" },
    ]);
  });

  it("leaves the root's own scripts free to reach into the workspaces", () => {
    const files = [{ path: "bench/trek-query.ts", source: 'import("../apps/web/app/graphql/generated/graphql.ts");' }];
    expect(relativeEscapes(files, WORKSPACES)).toEqual([]);
  });
});

describe("upwardImports", () => {
  it("refuses an import from the API's lower folders up into an area, and only that", () => {
    const files = [
      { path: "apps/api/src/jobs/worker.ts", source: 'import { x } from "../payments/payments.ts";' },
      { path: "apps/api/src/audit/audit.ts", source: 'import type { T } from "../booking-lifecycle/cancel.ts";' },
      {
        path: "apps/api/src/jobs/periodic.ts",
        source: 'import { l } from "../logger.ts";\nimport { a } from "../audit/audit.ts";',
      },
      { path: "apps/api/src/http/request-scope.ts", source: 'import { j } from "../jobs/jobs.ts";' },
      { path: "apps/api/src/payments/payments.ts", source: 'import { j } from "../jobs/jobs.ts";' },
      { path: "apps/api/src/jobs/worker.test.ts", source: 'import { t } from "../testing/test-api.ts";' },
      { path: "apps/api/src/jobs/periodic.ts", source: 'import { t } from "../testing/test-api.ts";' },
    ];
    expect(upwardImports(files)).toEqual([
      { file: "apps/api/src/jobs/worker.ts", specifier: "../payments/payments.ts", area: "payments" },
      { file: "apps/api/src/audit/audit.ts", specifier: "../booking-lifecycle/cancel.ts", area: "booking-lifecycle" },
      { file: "apps/api/src/jobs/periodic.ts", specifier: "../testing/test-api.ts", area: "testing" },
    ]);
  });
});
