import { describe, expect, it } from "vitest";
import { trekWhatsappLink } from "./booking-links.ts";

describe("booking links", () => {
  it("prefills WhatsApp with the trip, the package and the date, on the trip desk's number when given", () => {
    const link = trekWhatsappLink({
      trekName: "Kedarkantha Trek",
      packageName: "Sankri to Sankri",
      date: "2026-12-02",
      phone: "+919812300000",
    });
    expect(link.startsWith("https://wa.me/919812300000?text=")).toBe(true);
    expect(decodeURIComponent(link.split("text=")[1]!)).toBe(
      "Hi Parvat Journeys! I am interested in Kedarkantha Trek (Sankri to Sankri) departing on 2 December 2026. Could you share the details?",
    );
  });
});
