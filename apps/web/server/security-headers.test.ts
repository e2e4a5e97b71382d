import { describe, expect, it } from "vitest";
import { permissionsPolicy } from "./security-headers.ts";

describe("the pages' permissions policy", () => {
  it("lets the back office use the camera (check-in scans passes) and no other page", () => {
    expect(permissionsPolicy("/admin/departures/12/check-in")).toContain("camera=(self)");
    expect(permissionsPolicy("/admin")).toContain("camera=(self)");
    for (const path of ["/", "/trips/PJ-7K3M9Q", "/administrator", "/pay"]) {
      expect(permissionsPolicy(path)).toContain("camera=()");
    }
    expect(permissionsPolicy("/admin/departures")).toContain("microphone=(), geolocation=()");
  });
});
