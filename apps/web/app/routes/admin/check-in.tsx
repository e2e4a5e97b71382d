// /admin/departures/{id}/check-in: the trailhead screen on a staff phone. A name list (always works)
// with Arrived and No-show per traveller, a box for a typed code, and the camera where the browser
// reads QR codes (BarcodeDetector). Marks apply on screen at once and wait in the phone's storage
// until the server has them (components/trail/check-in-queue.ts), so the screen works without signal
// and sends them when the phone is back online; the server keeps the mark made last.
import { formatIndianPhone } from "@parvat/domain/company";
import { type FormEvent, useCallback, useEffect, useRef, useState } from "react";
import { Link, useParams } from "react-router";
import { AdminPage } from "../../components/admin/admin-page.tsx";
import { dateRange } from "../../components/booking/booking-format.ts";
import {
  type CheckInMark,
  dropMark,
  keepList,
  keptList,
  participantOfCode,
  queuedMarks,
  queueMark,
} from "../../components/trail/check-in-queue.ts";
import { request } from "../../graphql/client.ts";
import { graphql } from "../../graphql/generated/gql.ts";
import type { AdminCheckInListQuery } from "../../graphql/generated/graphql.ts";

const AdminCheckInListDocument = graphql(`
  query AdminCheckInList($eventId: Int!) {
    adminCheckInList(eventId: $eventId) {
      event_id
      trip_name
      start_date
      travellers {
        participant_id
        reference
        first_name
        last_name
        phone
        state
        at
      }
    }
  }
`);

const AdminCheckInDocument = graphql(`
  mutation AdminCheckIn($input: AdminCheckInInput!) {
    adminCheckIn(input: $input) {
      participant_id
      state
      at
    }
  }
`);

type List = NonNullable<AdminCheckInListQuery["adminCheckInList"]>;
type Traveller = List["travellers"][number];

const STATE_WORDS: Record<string, string> = { arrived: "Arrived", no_show: "No-show" };

interface Detector {
  detect(source: CanvasImageSource): Promise<{ rawValue: string }[]>;
}

/** The marks still on the phone applied over the server's list: the screen shows what staff did. */
function withQueued(list: List, marks: readonly CheckInMark[]): Traveller[] {
  return list.travellers.map((traveller) => {
    const mark = marks.find((queued) => queued.participantId === traveller.participant_id);
    return mark && (!traveller.at || mark.at > traveller.at)
      ? { ...traveller, state: mark.state, at: mark.at }
      : traveller;
  });
}

export default function AdminCheckIn() {
  const eventId = Number(useParams().eventId);
  const [list, setList] = useState<List | null>(null);
  const [marks, setMarks] = useState<CheckInMark[]>([]);
  const [online, setOnline] = useState(true);
  const [notice, setNotice] = useState<string | null>(null);
  const [scanning, setScanning] = useState(false);
  const video = useRef<HTMLVideoElement>(null);
  const sending = useRef(false);

  const load = useCallback(async () => {
    setMarks(queuedMarks(eventId));
    try {
      const result = await request(AdminCheckInListDocument, { eventId });
      if (result.data?.adminCheckInList) {
        setList(result.data.adminCheckInList);
        keepList(eventId, result.data.adminCheckInList);
      } else setNotice(result.errors[0]?.message ?? "No departure has this id.");
    } catch {
      const kept = keptList<List>(eventId);
      if (kept) setList(kept);
      setNotice("No signal: showing the list saved on this phone. Marks are sent when the phone is back online.");
    }
  }, [eventId]);

  /** Sends every mark waiting on the phone, oldest first; stops at the first that cannot go. */
  const sync = useCallback(async () => {
    if (sending.current) return;
    sending.current = true;
    try {
      for (const mark of queuedMarks(eventId)) {
        let answer: Awaited<ReturnType<typeof request<unknown, unknown>>> | null = null;
        try {
          answer = await request(AdminCheckInDocument, { input: { eventId, ...mark } });
        } catch {
          setOnline(false);
          return;
        }
        setOnline(true);
        const record = (answer.data as { adminCheckIn?: { participant_id: number; state: string; at: string } } | null)
          ?.adminCheckIn;
        dropMark(eventId, mark);
        if (record) {
          setList(
            (current) =>
              current && {
                ...current,
                travellers: current.travellers.map((traveller) =>
                  traveller.participant_id === record.participant_id
                    ? { ...traveller, state: record.state as Traveller["state"], at: record.at }
                    : traveller,
                ),
              },
          );
        } else setNotice(answer.errors[0]?.message ?? "A mark was refused.");
      }
    } finally {
      sending.current = false;
      setMarks(queuedMarks(eventId));
    }
  }, [eventId]);

  useEffect(() => {
    void load().then(sync);
    const back = () => void sync();
    window.addEventListener("online", back);
    const timer = window.setInterval(back, 15_000);
    return () => {
      window.removeEventListener("online", back);
      window.clearInterval(timer);
    };
  }, [load, sync]);

  function mark(participantId: number, state: CheckInMark["state"]) {
    queueMark(eventId, { participantId, state, at: new Date().toISOString() });
    setMarks(queuedMarks(eventId));
    void sync();
  }

  function markCode(code: string) {
    const participantId = participantOfCode(code);
    const traveller = list?.travellers.find((row) => row.participant_id === participantId);
    if (!traveller) {
      setNotice("This code is not of a traveller on this departure.");
      return;
    }
    mark(traveller.participant_id, "arrived");
    setNotice(`${traveller.first_name} ${traveller.last_name}: arrived.`);
  }

  async function scan() {
    const Barcode = (window as unknown as { BarcodeDetector?: new (options: object) => Detector }).BarcodeDetector;
    if (!Barcode || !navigator.mediaDevices) return;
    setScanning(true);
    const stream = await navigator.mediaDevices
      .getUserMedia({ video: { facingMode: "environment" } })
      .catch(() => null);
    if (!stream || !video.current) {
      setScanning(false);
      setNotice("The camera could not be opened: tick the name in the list instead.");
      return;
    }
    video.current.srcObject = stream;
    await video.current.play();
    const detector = new Barcode({ formats: ["qr_code"] });
    const stop = () => {
      for (const track of stream.getTracks()) track.stop();
      setScanning(false);
    };
    const look = async () => {
      if (!video.current) return stop();
      const [found] = await detector.detect(video.current).catch(() => []);
      if (found) {
        stop();
        markCode(found.rawValue);
      } else window.setTimeout(() => void look(), 250);
    };
    void look();
  }

  function typed(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const field = event.currentTarget.elements.namedItem("code") as HTMLInputElement;
    markCode(field.value);
    field.value = "";
  }

  if (!list) {
    return (
      <AdminPage title="Check-in">
        <p className="card p-6 text-slate-700">{notice ?? "Loading the travellers…"}</p>
      </AdminPage>
    );
  }
  const travellers = withQueued(list, marks);
  const arrived = travellers.filter((row) => row.state === "arrived").length;
  const cameraReady = typeof window !== "undefined" && "BarcodeDetector" in window;
  return (
    <AdminPage
      title={`Check-in: ${list.trip_name}`}
      intro={`${dateRange(list.start_date, list.start_date)}. ${arrived} of ${travellers.length} arrived.`}
      actions={
        <Link className="btn btn-secondary min-h-11" to={`/admin/departures/${eventId}/manifest`}>
          Manifest
        </Link>
      }
    >
      <p role="status" className="text-sm text-slate-700">
        {marks.length > 0
          ? `${marks.length} ${marks.length === 1 ? "mark is" : "marks are"} waiting to be sent${online ? "" : " (no signal)"}.`
          : "Every mark is saved."}
      </p>
      {notice ? <p className="mt-2 text-sm font-semibold text-slate-900">{notice}</p> : null}
      <div className="mt-3 flex flex-wrap items-end gap-3">
        {cameraReady ? (
          <button type="button" className="btn btn-primary min-h-11" onClick={() => void scan()} disabled={scanning}>
            {scanning ? "Point at a code…" : "Scan a code"}
          </button>
        ) : null}
        <form onSubmit={typed} className="flex items-end gap-2">
          <div>
            <label htmlFor="check-in-code" className="text-sm font-medium text-slate-900">
              Code on the pass
            </label>
            <input
              id="check-in-code"
              name="code"
              autoComplete="off"
              className="mt-1 block min-h-11 w-48 rounded-lg border border-slate-300 px-3"
            />
          </div>
          <button type="submit" className="btn btn-secondary min-h-11">
            Mark arrived
          </button>
        </form>
      </div>
      <video ref={video} className={scanning ? "mt-3 w-full max-w-sm rounded-xl" : "hidden"} muted playsInline />
      <ul className="mt-4 grid gap-2">
        {travellers.map((traveller) => (
          <li key={traveller.participant_id} className="card flex flex-wrap items-center justify-between gap-2 p-3">
            <div>
              <p className="font-semibold text-slate-900">
                {traveller.first_name} {traveller.last_name}
              </p>
              <p className="text-sm text-slate-700">
                {traveller.reference} · {formatIndianPhone(traveller.phone)} ·{" "}
                <span data-check-in-state>{traveller.state ? STATE_WORDS[traveller.state] : "Not marked"}</span>
              </p>
            </div>
            <div className="flex gap-2">
              <button
                type="button"
                className="btn btn-primary min-h-11"
                aria-label={`Arrived: ${traveller.first_name} ${traveller.last_name}`}
                aria-pressed={traveller.state === "arrived"}
                onClick={() => mark(traveller.participant_id, "arrived")}
              >
                Arrived
              </button>
              <button
                type="button"
                className="btn btn-secondary min-h-11"
                aria-label={`No-show: ${traveller.first_name} ${traveller.last_name}`}
                aria-pressed={traveller.state === "no_show"}
                onClick={() => mark(traveller.participant_id, "no_show")}
              >
                No-show
              </button>
            </div>
          </li>
        ))}
      </ul>
    </AdminPage>
  );
}
