import { afterEach, describe, expect, it, vi } from "vitest";
import { readSavedTrips, toggleSavedTrip } from "./saved-trips.ts";

const request = vi.hoisted(() => vi.fn());
vi.mock("../graphql/client.ts", () => ({ request }));

const { mergeSavedTrips, saveInAccount } = await import("./saved-trips-account.ts");

afterEach(() => {
  localStorage.clear();
  request.mockReset();
});

const operation = (call: unknown[]) => /(mutation|query) (\w+)/.exec(String(call[0]))?.[2];

describe("saved trips in the account", () => {
  it("saves the device's trips in the account, then keeps the account's list on the device", async () => {
    toggleSavedTrip({ id: 1, slug: "kedarkantha", name: "Kedarkantha" });
    request.mockImplementation(async (document: unknown) =>
      String(document).includes("query SavedTrips")
        ? {
            data: {
              savedTrips: [
                { id: 7, slug: "hampta-pass", title: "Hampta Pass" },
                { id: 1, slug: "kedarkantha", title: "Kedarkantha" },
              ],
            },
            errors: [],
          }
        : { data: { saveTrip: { saved: true } }, errors: [] },
    );
    await mergeSavedTrips();
    expect(request.mock.calls.map(operation)).toEqual(["SaveTrip", "SavedTrips"]);
    expect(request.mock.calls[0]![1]).toEqual({ trekId: 1 });
    expect(readSavedTrips().map((trip) => trip.slug)).toEqual(["hampta-pass", "kedarkantha"]);
    // Once per page load.
    await mergeSavedTrips();
    expect(request).toHaveBeenCalledTimes(2);
  });

  it("records a save and its removal", async () => {
    request.mockResolvedValue({ data: {}, errors: [] });
    await saveInAccount(3, true);
    await saveInAccount(3, false);
    expect(request.mock.calls.map((call) => [operation(call), call[1]])).toEqual([
      ["SaveTrip", { trekId: 3 }],
      ["UnsaveTrip", { trekId: 3 }],
    ]);
  });
});
