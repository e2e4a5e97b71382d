// /admin/departures/{id}/check-in: the trailhead screen on a staff phone. A name list (always works)
// with a search and Arrived and No-show per traveller, a box for a typed code, and the camera reading
// the trip pass's QR code (components/trail/qr-reader.ts). Marks apply on screen at once and wait in
// the phone's storage until the server has them (components/trail/check-in-queue.ts), so the screen
// works without signal and sends them when the phone is back online; the server keeps the mark made
// last. Once opened online, the page itself opens again without signal (lib/trip-pass-offline.ts).
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
import { travellerMatches } from "../../components/trail/check-in-search.ts";
import { cameraAvailable, qrReader } from "../../components/trail/qr-reader.ts";
import { request } from "../../graphql/client.ts";
import { graphql } from "../../graphql/generated/gql.ts";
import type { AdminCheckInListQuery } from "../../graphql/generated/graphql.ts";
import { keepCheckInPageOffline } from "../../lib/trip-pass-offline.ts";

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

/** "07:42": the time of a mark, on the phone's clock, for the row that shows it. */
function markTime(at: string): string {
  return new Date(at).toLocaleTimeString("en-IN", { hour: "2-digit", minute: "2-digit", hour12: false });
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
  // What the last action did ("Meera Rao: arrived."), and separately what went wrong with signal or
  // the server: the second is cleared as soon as the server answers again, so it never goes stale.
  const [notice, setNotice] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [search, setSearch] = useState("");
  const [scanning, setScanning] = useState(false);
  const [cameraReady, setCameraReady] = useState(false);
  const stopCamera = useRef<() => void>(() => undefined);
  const video = useRef<HTMLVideoElement>(null);
  const sending = useRef(false);
  const keptOffline = useRef(false);

  const load = useCallback(async () => {
    setMarks(queuedMarks(eventId));
    try {
      const result = await request(AdminCheckInListDocument, { eventId });
      if (result.data?.adminCheckInList) {
        setList(result.data.adminCheckInList);
        setProblem(null);
        keepList(eventId, result.data.adminCheckInList);
        if (!keptOffline.current) {
          keptOffline.current = true;
          void keepCheckInPageOffline(eventId);
        }
      } else setProblem(result.errors[0]?.message ?? "No departure has this id.");
    } catch {
      // The list on screen is newer than the one saved at the last load (marks sent since): keep it.
      const kept = keptList<List>(eventId);
      setList((current) => current ?? kept);
      setOnline(false);
      setProblem(
        kept
          ? "No signal: showing the list saved on this phone. Marks are sent when the phone is back online."
          : "No signal, and this departure's list was never opened on this phone. Open it once with signal.",
      );
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
        setProblem((current) => (current?.startsWith("No signal") ? null : current));
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
        } else setProblem(answer.errors[0]?.message ?? "A mark was refused.");
      }
    } finally {
      sending.current = false;
      setMarks(queuedMarks(eventId));
    }
  }, [eventId]);

  useEffect(() => {
    setCameraReady(cameraAvailable());
    return () => stopCamera.current();
  }, []);

  useEffect(() => {
    void load().then(sync);
    // Every 15 s and when signal returns: the server's list again (other phones' marks, and the end
    // of a no-signal warning), then whatever marks wait here.
    const back = () => void load().then(sync);
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

  /** Opens the back camera and looks for a pass's code four times a second until one is read. */
  async function scan() {
    setScanning(true);
    setNotice(null);
    const stream = await navigator.mediaDevices
      .getUserMedia({ video: { facingMode: "environment" } })
      .catch(() => null);
    const read = stream ? await qrReader().catch(() => null) : null;
    if (!stream || !read || !video.current) {
      for (const track of stream?.getTracks() ?? []) track.stop();
      setScanning(false);
      setNotice("The camera could not be opened: find the name in the list instead.");
      return;
    }
    let looking = true;
    const stop = () => {
      looking = false;
      for (const track of stream.getTracks()) track.stop();
      setScanning(false);
    };
    stopCamera.current = stop;
    video.current.srcObject = stream;
    await video.current.play().catch(() => undefined);
    const look = async () => {
      if (!looking) return;
      const code = video.current ? await read(video.current).catch(() => null) : null;
      if (code) {
        stop();
        markCode(code);
      } else if (looking) window.setTimeout(() => void look(), 250);
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
  const shown = search.trim() ? travellers.filter((traveller) => travellerMatches(traveller, search)) : travellers;
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
      {problem ? (
        <p role="alert" className="mt-2 rounded-lg bg-amber-50 p-3 text-sm font-semibold text-amber-900">
          {problem}
        </p>
      ) : null}
      {notice ? (
        <p aria-live="polite" className="mt-2 text-sm font-semibold text-slate-900">
          {notice}
        </p>
      ) : null}
      <div className="mt-3 flex flex-wrap items-end gap-3">
        {cameraReady ? (
          scanning ? (
            <button type="button" className="btn btn-secondary min-h-11" onClick={() => stopCamera.current()}>
              Stop the camera
            </button>
          ) : (
            <button type="button" className="btn btn-primary min-h-11" onClick={() => void scan()}>
              Scan a pass
            </button>
          )
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
      <video
        ref={video}
        aria-label="The camera's picture: hold the pass's code in view"
        className={scanning ? "mt-3 w-full max-w-sm rounded-xl" : "hidden"}
        muted
        playsInline
      />
      <div className="mt-4">
        <label htmlFor="check-in-search" className="text-sm font-medium text-slate-900">
          Find a traveller
        </label>
        <input
          id="check-in-search"
          type="search"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          placeholder="Name, booking reference or phone"
          autoComplete="off"
          className="mt-1 block min-h-11 w-full max-w-sm rounded-lg border border-slate-300 px-3"
        />
        {search.trim() ? (
          <p className="mt-1 text-sm text-slate-700">
            {shown.length === 0
              ? "Nobody on this departure matches."
              : `${shown.length} of ${travellers.length} ${travellers.length === 1 ? "traveller" : "travellers"}.`}
          </p>
        ) : null}
      </div>
      <ul className="mt-4 grid gap-2" aria-label="Travellers">
        {shown.map((traveller) => {
          const name = `${traveller.first_name} ${traveller.last_name}`;
          const arrivedRow = traveller.state === "arrived";
          return (
            <li
              key={traveller.participant_id}
              className={`card flex flex-wrap items-center justify-between gap-2 p-3 ${
                arrivedRow ? "border-l-8 border-emerald-600 bg-emerald-50" : ""
              }`}
            >
              <div>
                <p className="font-semibold text-slate-900">{name}</p>
                <p className="text-sm text-slate-700">
                  {traveller.reference} · {formatIndianPhone(traveller.phone)}
                </p>
                <p
                  data-check-in-state
                  className={
                    arrivedRow
                      ? "mt-1 inline-flex items-center gap-1 rounded-full bg-emerald-700 px-3 py-1 text-sm font-bold text-white"
                      : traveller.state === "no_show"
                        ? "mt-1 text-sm font-semibold text-red-800"
                        : "mt-1 text-sm text-slate-700"
                  }
                >
                  {arrivedRow ? <span aria-hidden="true">✓</span> : null}
                  {traveller.state && traveller.at
                    ? `${STATE_WORDS[traveller.state]} at ${markTime(traveller.at)}`
                    : "Not marked yet"}
                </p>
              </div>
              <div className="flex gap-2">
                <button
                  type="button"
                  className={`btn min-h-11 ${arrivedRow ? "btn-secondary" : "btn-primary"}`}
                  aria-label={`Arrived: ${name}`}
                  aria-pressed={arrivedRow}
                  onClick={() => mark(traveller.participant_id, "arrived")}
                >
                  Arrived
                </button>
                <button
                  type="button"
                  className="btn btn-secondary min-h-11"
                  aria-label={`No-show: ${name}`}
                  aria-pressed={traveller.state === "no_show"}
                  onClick={() => mark(traveller.participant_id, "no_show")}
                >
                  No-show
                </button>
              </div>
            </li>
          );
        })}
      </ul>
    </AdminPage>
  );
}
