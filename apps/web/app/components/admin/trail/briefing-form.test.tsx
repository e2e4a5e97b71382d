import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { answerRequests } from "../admin-test-kit.ts";
import { DepartureBriefingForm } from "./briefing-form.tsx";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const save = () => fireEvent.click(screen.getByRole("button", { name: "Save the briefing" }));

const SET = {
  meeting_point: "Manali bus stand, gate 2",
  meeting_time: "06:30",
  meeting_map_url: null,
  leader_name: "Tenzin Negi",
  leader_phone: "+919816012345",
};

describe("DepartureBriefingForm", () => {
  it("starts with what is set, the phone as people write it", () => {
    answerRequests();
    render(<DepartureBriefingForm eventId={5} briefing={SET} onSaved={vi.fn(async () => {})} />);
    expect((screen.getByLabelText("Meeting point") as HTMLInputElement).value).toBe("Manali bus stand, gate 2");
    expect((screen.getByLabelText("Meeting time") as HTMLInputElement).value).toBe("06:30");
    expect((screen.getByLabelText("Trip leader's phone") as HTMLInputElement).value).toBe("+91 98160 12345");
  });

  it("names every field to correct and sends nothing", async () => {
    const sent = answerRequests();
    render(<DepartureBriefingForm eventId={5} briefing={null} onSaved={vi.fn(async () => {})} />);
    type("Map link", "http://maps.example/x");
    type("Trip leader's phone", "12345");
    save();
    expect((await screen.findByRole("alert")).textContent).toBe(
      "Please correct: Meeting point, Meeting time, Map link, Trip leader's name, Trip leader's phone.",
    );
    expect(screen.getByText("A map link starts with https://.")).toBeTruthy();
    expect(screen.getByLabelText("Map link").getAttribute("aria-invalid")).toBe("true");
    expect(document.activeElement).toBe(screen.getByLabelText("Meeting point"));
    expect(sent).toEqual([]);
  });

  it("sends the briefing trimmed with the phone in E.164, and says it is saved", async () => {
    const sent = answerRequests({ data: { adminSetDepartureBriefing: true } });
    const onSaved = vi.fn(async () => {});
    render(<DepartureBriefingForm eventId={5} briefing={SET} onSaved={onSaved} />);
    type("Meeting point", "  Kathgodam station, exit 1 ");
    type("Map link", "https://maps.example/kathgodam");
    type("Trip leader's phone", "94120 55555");
    save();
    expect((await screen.findByRole("status")).textContent).toBe("Briefing saved: the trip passes show it now.");
    expect(sent).toEqual([
      {
        input: {
          eventId: 5,
          meetingPoint: "Kathgodam station, exit 1",
          meetingMapUrl: "https://maps.example/kathgodam",
          meetingTime: "06:30",
          leaderName: "Tenzin Negi",
          leaderPhone: "+919412055555",
        },
      },
    ]);
    expect(onSaved).toHaveBeenCalledOnce();
  });

  it("shows a refusal about no field of the form as a whole", async () => {
    answerRequests({
      errors: [{ message: "No departure has this id.", extensions: { code: "BAD_USER_INPUT", field: "eventId" } }],
    });
    render(<DepartureBriefingForm eventId={999} briefing={SET} onSaved={vi.fn(async () => {})} />);
    save();
    expect((await screen.findByRole("alert")).textContent).toBe("No departure has this id.");
  });
});
