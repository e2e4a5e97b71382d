// Ready for the trail, in Chromium on the production build: a traveller's form page, the trip pass
// read again with no signal after one visit (and gone from the device after logout), check-in marks
// made offline on two staff phones that sync to one record, and the check-in screen reading a pass's
// code with a (fake) camera and opening again offline. axe finds nothing on each screen.
// Journeys walked: forms, the trip pass, check-in and add-ons, the traveller on a phone (390 px, touch;
// the check-in staff on their phones too); the form link's message says its date in words, and the
// traveller's screens are screenshot (figures.ts).
import { writeFileSync } from "node:fs";
import { type APIRequestContext, chromium, type Page } from "@playwright/test";
import { HtmlValidate } from "html-validate";
import sharp from "sharp";
import { addDays, adminContextPage, staffToken } from "../admin-steps.ts";
import { codeSentTo, freshDigits, trekData } from "../booking-steps.ts";
import { CHROMIUM_FLAGS, findBrowser } from "../browser.ts";
import { dateWords, expectMessageFigures, messageTo, screenshots, sharedInbox, TRAVELLER_PHONE } from "../figures.ts";
import { expect, expectNoAxeViolations, test } from "../fixtures.ts";
import { htmlValidateConfig } from "../html-validate.config.ts";

// Each test logs a traveller in, books and pays through the API before it opens a page.
test.describe.configure({ timeout: 120_000 });

/** What a browser logs when a request fails for want of signal: expected while offline, and only then. */
const OFFLINE_FAILURE = /Failed to load resource: net::ERR_(INTERNET_DISCONNECTED|FAILED)|Failed to fetch/;

async function api<T>(request: APIRequestContext, query: string, variables: Record<string, unknown>, token?: string) {
  const response = await request.post("/api/graphql", {
    data: { query, variables },
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  const body = (await response.json()) as { data?: T; errors?: { message: string }[] };
  expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
  return body.data!;
}

/** A traveller's token by the API's login, with the code the fake MSG91 received. */
async function travellerToken(request: APIRequestContext, workerIndex: number): Promise<string> {
  const digits = freshDigits(workerIndex);
  await api(request, "mutation ($p: String!) { sendOtp(phone: $p) { phone } }", { p: digits });
  const code = await codeSentTo(digits);
  const login = await api<{ login: { token: string } }>(
    request,
    "mutation ($p: String!, $o: Int!) { login(phone: $p, otp: $o) { token } }",
    { p: digits, o: Number(code) },
  );
  return login.login.token;
}

/**
 * The Hampta Pass departure that starts tomorrow (in India), made by the desk if there is none yet:
 * check-in marks are taken from the day before a departure to the day after it ends.
 */
async function departureStartingTomorrow(request: APIRequestContext): Promise<number> {
  const staff = await staffToken(request);
  const trek = await trekData(request, "hampta-pass-trek");
  const todayInIndia = new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Kolkata" }).format(new Date());
  const start = addDays(todayInIndia, 1);
  const response = await request.post("/api/graphql", {
    data: {
      query: `mutation ($trek: Int!, $input: AdminDepartureInput!) { adminCreateDeparture(trek_id: $trek, input: $input) { id } }`,
      variables: {
        trek: trek.id,
        input: {
          start_date: start,
          length_days: 5,
          capacity: 40,
          prices: [{ package_id: trek.packages[0]!.id, enabled: true }],
        },
      },
    },
    headers: { authorization: `Bearer ${staff}` },
  });
  const body = (await response.json()) as { data?: { adminCreateDeparture: { id: number } } };
  if (body.data?.adminCreateDeparture) return body.data.adminCreateDeparture.id;
  // Another test made it first.
  const again = await trekData(request, "hampta-pass-trek");
  return again.events.find((event) => event.start_date === start)!.id;
}

/** A family name no other test uses, so that each test finds its own travellers in shared lists. */
function freshSurname(): string {
  return `Trail${Array.from({ length: 5 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join("")}`;
}

/**
 * A paid booking of two travellers (Meera and Arjun `surname`) on the Hampta Pass trek: on the given
 * departure, or its first departure with seats.
 */
async function paidBooking(
  request: APIRequestContext,
  token: string,
  workerIndex: number,
  surname: string,
  eventId?: number,
  slug = "hampta-pass-trek",
) {
  const trek = await trekData(request, slug);
  const event = eventId ? { id: eventId } : trek.events.find((candidate) => candidate.available_seats >= 2)!;
  const people = [0, 1].map(() => ({
    first_name: "Meera",
    last_name: surname,
    country_code: "+91",
    phone: freshDigits(workerIndex),
    dob: "1992-04-11",
    gender: "female",
  }));
  people[1]!.first_name = "Arjun";
  const made = await api<{ createBooking: { id: string; reference: string } }>(
    request,
    `mutation ($input: CreateBookingInput!) { createBooking(input: $input) { id reference } }`,
    {
      input: {
        eventId: event.id,
        packageId: trek.packages[0]!.id,
        participants: people,
        idempotencyKey: `trail-spec-${Date.now()}-${workerIndex}-${Math.random()}`,
      },
    },
    token,
  );
  const order = await api<{ startPayment: { order_id: string } }>(
    request,
    `mutation ($b: ID!) { startPayment(bookingId: $b, plan: full) { order_id } }`,
    { b: made.createBooking.id },
    token,
  );
  const paid = await api<{ sandboxPay: { order_id: string; payment_id: string; signature: string } }>(
    request,
    `mutation ($o: String!) { sandboxPay(orderId: $o, method: "upi", outcome: "success") { order_id payment_id signature } }`,
    { o: order.startPayment.order_id },
    token,
  );
  await api(
    request,
    `mutation ($o: String!, $p: String!, $s: String!) { confirmPayment(orderId: $o, paymentId: $p, signature: $s) { status } }`,
    { o: paid.sandboxPay.order_id, p: paid.sandboxPay.payment_id, s: paid.sandboxPay.signature },
    token,
  );
  return {
    bookingId: Number(made.createBooking.id),
    reference: made.createBooking.reference,
    eventId: event.id,
    phones: people.map((person) => person.phone),
  };
}

/**
 * The page as the browser has it (a back-office screen is drawn in the browser: the server sends
 * every /admin path its 404 page), checked by the site's HTML rules. The DOM serialises void and
 * boolean attributes its own way, and holds the module preloads the router adds as it loads a screen
 * (same-origin, marked crossorigin): those rules are left to the check of the server's pages.
 */
async function expectValidRenderedHtml(page: Page) {
  const validator = new HtmlValidate({
    ...htmlValidateConfig,
    rules: {
      ...htmlValidateConfig.rules,
      "void-style": "off",
      "attribute-boolean-style": "off",
      "attribute-empty-style": "off",
      "require-sri": "off",
    },
  });
  const report = await validator.validateString(await page.content());
  const problems = report.results.flatMap((result) =>
    result.messages.map((message) => `${message.ruleId}: ${message.message} (${message.selector})`),
  );
  expect(problems, `HTML problems on ${page.url()}`).toEqual([]);
}

async function loggedInPage(page: Page, token: string) {
  await page.addInitScript((stored) => {
    if (!window.sessionStorage.getItem("trail-spec-logged-out")) window.localStorage.setItem("credentials", stored);
  }, JSON.stringify({ token }));
}

test("the trip pass opens again with no signal, fits a phone, and leaves the device at logout", async ({
  browser,
  request,
  baseURL,
}, testInfo) => {
  const token = await travellerToken(request, testInfo.workerIndex);
  const surname = freshSurname();
  const { reference } = await paidBooking(request, token, testInfo.workerIndex, surname);
  const shots = screenshots(testInfo, "trip-pass");
  const context = await browser.newContext({ baseURL, ...TRAVELLER_PHONE });
  const page = await context.newPage();
  // Without signal the page's requests fail, as they must: only those failures are allowed to be logged.
  const problems: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error" && !OFFLINE_FAILURE.test(message.text())) {
      problems.push(message.text());
    }
  });
  page.on("pageerror", (error) => problems.push(error.message));
  try {
    await loggedInPage(page, token);
    await page.goto(`/trips/${reference}`);
    await expect(page.getByRole("heading", { name: "Hampta Pass Trek" })).toBeVisible();
    await expect(page.getByRole("img", { name: `Check-in code of Meera ${surname}` })).toBeVisible();
    await expectNoAxeViolations(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await shots.take(page, "pass");
    // The worker has the page and the code it loaded once it controls the page.
    await expect
      .poll(() => page.evaluate(async () => Boolean(await caches.match(window.location.href))), { timeout: 15_000 })
      .toBe(true);

    await context.setOffline(true);
    await page.reload();
    await expect(page.getByRole("heading", { name: "Hampta Pass Trek" })).toBeVisible();
    await expect(page.getByRole("status").filter({ hasText: "No signal" })).toBeVisible();
    await expect(page.getByRole("img", { name: `Check-in code of Arjun ${surname}` })).toBeVisible();
    await context.setOffline(false);

    await page.goto("/dashboard");
    await page.evaluate(() => window.sessionStorage.setItem("trail-spec-logged-out", "1"));
    await page.getByRole("button", { name: "Log out", exact: true }).click();
    await expect
      .poll(() =>
        page.evaluate(async () => ({
          caches: (await caches.keys()).filter((name) => name.startsWith("trip-pass")),
          workers: (await navigator.serviceWorker.getRegistrations()).length,
        })),
      )
      .toEqual({ caches: [], workers: 0 });
    expect(problems).toEqual([]);
  } finally {
    await context.close();
  }
});

/** The form link the trip desk sends to the booking's traveller at `seat` (0 is the lead traveller). */
async function formLinkOf(request: APIRequestContext, bookingId: number, seat: number): Promise<string> {
  const staff = await staffToken(request);
  const forms = await api<{ adminTravellerForms: { participant_id: number }[] }>(
    request,
    `query ($b: Int!) { adminTravellerForms(bookingId: $b) { participant_id } }`,
    { b: bookingId },
    staff,
  );
  const sent = await api<{ adminSendFormLink: { link: string } }>(
    request,
    `mutation ($p: Int!) { adminSendFormLink(participantId: $p) { link } }`,
    { p: forms.adminTravellerForms[seat]!.participant_id },
    staff,
  );
  return sent.adminSendFormLink.link;
}

test.describe("on a phone", () => {
  test.use(TRAVELLER_PHONE);

  test("a traveller's form link opens their own part, with no axe findings", async ({ page, request }, testInfo) => {
    const token = await travellerToken(request, testInfo.workerIndex);
    const surname = freshSurname();
    const shots = screenshots(testInfo, "forms");
    const { bookingId, phones } = await paidBooking(request, token, testInfo.workerIndex, surname);
    const link = await formLinkOf(request, bookingId, 1);
    // The link reaches Arjun's own phone, with the trip's date in words.
    const message = await messageTo(sharedInbox, phones[1]!, "traveller-form-link");
    expectMessageFigures(message, {});
    expect(message.variables.link).toMatch(/\/forms\/[^/]+$/);
    const trip = await trekData(request, "hampta-pass-trek");
    expect(trip.events.map((event) => dateWords(event.start_date))).toContain(message.variables.date);
    await page.goto(link);
    await expect(page.getByRole("heading", { name: `Arjun ${surname}` })).toBeVisible();
    await page.getByRole("textbox", { name: "Name" }).fill("Kiran Rao");
    await page.getByRole("textbox", { name: "Phone" }).fill("98765 43299");
    await page.getByRole("checkbox", { name: "I have read this undertaking and I accept it." }).check();
    // Medical answers typed without the declaration ticked are not stored: the notice says so, part by part.
    await page.getByRole("textbox", { name: "Allergies" }).fill("Penicillin");
    await page.getByRole("button", { name: "Save" }).click();
    await expect(page.getByRole("alert")).toHaveText(
      "Saved: Emergency contact, Undertaking. Your medical answers were not saved: tick “My answers are complete and true” and save again. Still to do: Medical declaration.",
    );
    await expect(page.getByText("Still to do: Medical declaration.", { exact: true })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole("checkbox", { name: "My answers are complete and true." }).check();
    await page.getByRole("button", { name: "Save" }).click();
    await expect(page.getByRole("status").filter({ hasText: /^Saved: / })).toHaveText(
      "Saved: Emergency contact, Medical declaration, Undertaking. Nothing is left for you to do.",
    );
    await expect(page.getByText(/^Everything is done\./)).toBeVisible();
    await expectNoAxeViolations(page);
    await shots.take(page, "form-done");
  });

  test("after a fitness proof is uploaded, the form no longer lists it as the traveller's to do", async ({
    page,
    request,
  }, testInfo) => {
    const token = await travellerToken(request, testInfo.workerIndex);
    const surname = freshSurname();
    const trek = await trekData(request, "kashmir-great-lakes-trek");
    const event = trek.events.find((candidate) => candidate.available_seats >= 2)!;
    const { bookingId } = await paidBooking(
      request,
      token,
      testInfo.workerIndex,
      surname,
      event.id,
      "kashmir-great-lakes-trek",
    );
    await page.goto(await formLinkOf(request, bookingId, 0));
    await expect(page.getByRole("heading", { name: `Meera ${surname}` })).toBeVisible();
    await expect(page.getByText(/^Still to do: .*Fitness proof\.$/)).toBeVisible();
    const proof = await sharp({ create: { width: 64, height: 64, channels: 3, background: "#336699" } })
      .png()
      .toBuffer();
    await page
      .getByLabel("Upload a photo or PDF")
      .setInputFiles({ name: "run.png", mimeType: "image/png", buffer: proof });
    await expect(page.getByRole("status")).toHaveText("Your fitness proof is uploaded. Our team will check it.");
    // The top says what is left for the traveller, and that the proof waits for our team.
    const progress = page.getByText(/Fitness proof: uploaded, our team will check it\.$/);
    await expect(progress).toBeVisible();
    await expect(progress).toHaveText(
      "Still to do: Emergency contact, Medical declaration, Undertaking, ID for permits. Fitness proof: uploaded, our team will check it.",
    );
    await expectNoAxeViolations(page);
  });
});

test("check-in marks made offline on two phones sync to one record, the one made last", async ({
  browser,
  request,
  baseURL,
}, testInfo) => {
  const token = await travellerToken(request, testInfo.workerIndex);
  const surname = freshSurname();
  const near = await departureStartingTomorrow(request);
  const { eventId } = await paidBooking(request, token, testInfo.workerIndex, surname, near);
  const staff = await staffToken(request);
  const first = await adminContextPage(browser, baseURL!, staff, { viewport: { width: 390, height: 844 } });
  const second = await adminContextPage(browser, baseURL!, staff, { viewport: { width: 390, height: 844 } });
  try {
    for (const phone of [first, second]) {
      await phone.page.goto(`/admin/departures/${eventId}/check-in`);
      await expect(phone.page.getByRole("button", { name: `Arrived: Meera ${surname}` })).toBeVisible();
    }
    await expectNoAxeViolations(first.page);
    await first.page.context().setOffline(true);
    await second.page.context().setOffline(true);
    // The first phone marks her a no-show; a moment later the second marks her arrived.
    await first.page.getByRole("button", { name: `No-show: Meera ${surname}` }).click();
    await first.page.waitForTimeout(50);
    await second.page.getByRole("button", { name: `Arrived: Meera ${surname}` }).click();
    await expect(second.page.getByText(/1 mark is waiting to be sent/)).toBeVisible();
    // The later mark reaches the server first; the earlier one after it, and changes nothing.
    await second.page.context().setOffline(false);
    await expect(second.page.getByText("Every mark is saved.")).toBeVisible();
    await first.page.context().setOffline(false);
    await expect(first.page.getByText("Every mark is saved.")).toBeVisible();
    const list = await api<{
      adminCheckInList: { travellers: { first_name: string; last_name: string; state: string | null }[] };
    }>(
      request,
      `query ($e: Int!) { adminCheckInList(eventId: $e) { travellers { first_name last_name state } } }`,
      { e: eventId },
      staff,
    );
    const meera = list.adminCheckInList.travellers.filter(
      (row) => row.first_name === "Meera" && row.last_name === surname,
    );
    expect(meera.map((row) => row.state)).toEqual(["arrived"]);
    await first.page.reload();
    await expect(first.page.getByRole("button", { name: `Arrived: Meera ${surname}`, pressed: true })).toBeVisible();
    expect(first.problems.filter((problem) => !OFFLINE_FAILURE.test(problem))).toEqual([]);
    expect(second.problems.filter((problem) => !OFFLINE_FAILURE.test(problem))).toEqual([]);
  } finally {
    await first.close();
    await second.close();
  }
});

/**
 * A camera that films one picture for ever: Chromium's fake capture device plays a Y4M file, here one
 * 640x480 frame (4:2:0, grey) with the given PNG in the middle on white.
 */
async function cameraFilming(png: Buffer, path: string): Promise<string> {
  const width = 640;
  const height = 480;
  const luma = await sharp(png)
    .flatten({ background: "#ffffff" })
    .resize(360, 360, { fit: "contain", background: "#ffffff" })
    .extend({ top: 60, bottom: 60, left: 140, right: 140, background: "#ffffff" })
    .greyscale()
    .raw()
    .toBuffer();
  const chroma = Buffer.alloc((width / 2) * (height / 2), 128);
  const header = Buffer.from(`YUV4MPEG2 W${width} H${height} F10:1 Ip A1:1 C420jpeg\nFRAME\n`);
  writeFileSync(path, Buffer.concat([header, luma, chroma, chroma]));
  return path;
}

test("check-in reads a pass's code with the camera, finds a name, and opens again with no signal", async ({
  browser,
  request,
  baseURL,
}, testInfo) => {
  test.setTimeout(180_000);
  const token = await travellerToken(request, testInfo.workerIndex);
  const surname = freshSurname();
  const near = await departureStartingTomorrow(request);
  const { reference, eventId } = await paidBooking(request, token, testInfo.workerIndex, surname, near);
  // The code as the traveller's phone shows it: the pass page's own picture of Arjun's code.
  const traveller = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 } });
  const passPage = await traveller.newPage();
  await loggedInPage(passPage, token);
  await passPage.goto(`/trips/${reference}`);
  const code = await passPage.getByRole("img", { name: `Check-in code of Arjun ${surname}` }).screenshot();
  await traveller.close();

  // Chromium on Linux has no BarcodeDetector: this is the decoding library's path.
  const found = findBrowser();
  const withCamera = await chromium.launch({
    executablePath: found.executablePath,
    env: found.env,
    args: [
      ...CHROMIUM_FLAGS,
      "--use-fake-ui-for-media-stream",
      "--use-fake-device-for-media-stream",
      `--use-file-for-fake-video-capture=${await cameraFilming(code, testInfo.outputPath("pass.y4m"))}`,
    ],
  });
  const staff = await staffToken(request);
  const desk = await adminContextPage(withCamera, baseURL!, staff, { viewport: { width: 390, height: 844 } });
  const { page } = desk;
  try {
    await page.context().grantPermissions(["camera"]);
    await page.goto(`/admin/departures/${eventId}/check-in`);
    await expect(page.getByRole("button", { name: `Arrived: Meera ${surname}` })).toBeVisible();
    expect(await page.evaluate(() => "BarcodeDetector" in window)).toBe(false);

    await page.getByRole("button", { name: "Scan a pass" }).click();
    await expect(page.getByText(`Arjun ${surname}: arrived.`)).toBeVisible({ timeout: 20_000 });
    await expect(page.getByRole("button", { name: "Scan a pass" })).toBeVisible();
    // Arrived is unmistakable: the row says it with the time, and its button is pressed.
    const arjun = page.getByRole("listitem").filter({ hasText: `Arjun ${surname}` });
    await expect(arjun.getByText(/^✓Arrived at \d\d:\d\d$/)).toBeVisible();
    await expect(page.getByRole("button", { name: `Arrived: Arjun ${surname}`, pressed: true })).toBeVisible();
    await expect(page.getByText("Every mark is saved.")).toBeVisible();

    // Search by name: only Meera is left in view.
    await page.getByRole("searchbox", { name: "Find a traveller" }).fill(`meera ${surname}`);
    await expect(page.getByText(/^1 of \d+ travellers\.$/)).toBeVisible();
    await expect(page.getByRole("button", { name: `Arrived: Arjun ${surname}` })).toBeHidden();
    await expect(
      page
        .getByRole("listitem")
        .filter({ hasText: `Meera ${surname}` })
        .getByText("Not marked yet"),
    ).toBeVisible();
    await expectNoAxeViolations(page);

    // Opened once with signal, the screen opens again without it, marks there, and sends later.
    await expect
      .poll(() => page.evaluate(async () => Boolean(await caches.match(window.location.href))), { timeout: 15_000 })
      .toBe(true);
    await page.context().setOffline(true);
    await page.reload();
    await expect(page.getByRole("alert")).toHaveText(/^No signal: showing the list saved on this phone\./);
    await page.getByRole("button", { name: `Arrived: Meera ${surname}` }).click();
    await expect(page.getByText("1 mark is waiting to be sent (no signal).")).toBeVisible();
    await page.context().setOffline(false);
    await page.evaluate(() => window.dispatchEvent(new Event("online")));
    await expect(page.getByText("Every mark is saved.")).toBeVisible();
    // The no-signal warning went with the signal.
    await expect(page.getByRole("alert")).toBeHidden();
    const list = await api<{ adminCheckInList: { travellers: { last_name: string; state: string | null }[] } }>(
      request,
      `query ($e: Int!) { adminCheckInList(eventId: $e) { travellers { last_name state } } }`,
      { e: eventId },
      staff,
    );
    expect(list.adminCheckInList.travellers.filter((row) => row.last_name === surname).map((row) => row.state)).toEqual(
      ["arrived", "arrived"],
    );
    expect(desk.problems.filter((problem) => !OFFLINE_FAILURE.test(problem))).toEqual([]);
  } finally {
    await desk.close();
    await withCamera.close();
  }
});

test("staff define an add-on with sizes and a stock and set a departure's briefing; the traveller sees both", async ({
  browser,
  request,
  baseURL,
}, testInfo) => {
  // Two screens of the back office and two of the traveller's, each checked by axe.
  test.setTimeout(300_000);
  const token = await travellerToken(request, testInfo.workerIndex);
  const surname = freshSurname();
  const { bookingId, reference, eventId } = await paidBooking(request, token, testInfo.workerIndex, surname);
  const trek = await trekData(request, "hampta-pass-trek");
  // A name of its own, so that the trip's other add-ons (and other runs' ones) do not answer for it.
  const poles = `Trekking poles ${surname.slice(-5)}`;
  const staff = await staffToken(request);
  const desk = await adminContextPage(browser, baseURL!, staff, { viewport: { width: 390, height: 844 } });
  try {
    await desk.page.goto(`/admin/trips/${trek.id}`);
    await desk.page.getByRole("link", { name: "Add-ons", exact: true }).click();
    await expect(desk.page.getByRole("heading", { level: 1, name: `Add-ons: ${trek.name}` })).toBeVisible();
    const form = desk.page.getByRole("form", { name: "A new add-on" });
    await form.getByLabel("Name").fill(poles);
    await form.getByLabel("Description").fill("A pair of adjustable poles, returned at the base camp.");
    // A price with a third decimal is no amount of rupees: refused beside the field, nothing sent.
    await form.getByLabel("Price (₹), before GST").fill("250.505");
    await form.getByRole("button", { name: "Add the add-on" }).click();
    await expect(form.getByRole("alert")).toHaveText("Please correct: Price.");
    await expect(form.getByLabel("Price (₹), before GST")).toBeFocused();
    await expect(form.getByText("Enter the price in rupees, like 350 or 350.50.")).toBeVisible();
    await expectNoAxeViolations(desk.page);

    await form.getByLabel("Price (₹), before GST").fill("250.50");
    await form.getByRole("radio", { name: "Per traveller per day" }).check();
    await form.getByLabel("GST rate (%)").fill("12");
    await form.getByLabel("Sizes").fill("S, M");
    await form.getByLabel("Stock per departure").fill("3");
    await form.getByLabel("Sales close, days before the start").fill("0");
    await form.getByRole("button", { name: "Add the add-on" }).click();
    await expect(form.getByRole("status")).toHaveText(`${poles} added.`);
    const section = desk.page.getByRole("region", { name: poles });
    await expect(section.getByText(/^₹250\.50 per traveller per day \+ 12% GST$/)).toBeVisible();
    await expect(section.getByText("3 of each size")).toBeVisible();
    await expectNoAxeViolations(desk.page);
    await expectValidRenderedHtml(desk.page);
    expect(await desk.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    // The departure's briefing, on its manifest.
    await desk.page.goto(`/admin/departures/${eventId}/manifest`);
    const briefing = desk.page.getByRole("form", { name: "The departure's briefing" });
    await briefing.getByLabel("Meeting point").fill("Manali Mall Road, near the bus stand");
    await briefing.getByLabel("Meeting time").fill("07:30");
    await briefing.getByLabel("Map link").fill("www.example.com/manali");
    await briefing.getByLabel("Trip leader's name").fill("Tenzin Negi");
    await briefing.getByLabel("Trip leader's phone").fill("98160 12345");
    await briefing.getByRole("button", { name: "Save the briefing" }).click();
    await expect(briefing.getByRole("alert")).toHaveText("Please correct: Map link.");
    await expect(briefing.getByText("A map link starts with https://.")).toBeVisible();
    await briefing.getByLabel("Map link").fill("https://maps.example.com/manali");
    await briefing.getByRole("button", { name: "Save the briefing" }).click();
    await expect(briefing.getByRole("status")).toHaveText("Briefing saved: the trip passes show it now.");
    await expectNoAxeViolations(desk.page);
    await expectValidRenderedHtml(desk.page);
    expect(await desk.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    // The traveller is offered the add-on on their booking, chooses size M for Arjun (sizes are chosen per
    // traveller), and sees the briefing on the pass.
    const traveller = await browser.newContext({ baseURL, ...TRAVELLER_PHONE });
    const shots = screenshots(testInfo, "add-ons-and-briefing");
    try {
      const page = await traveller.newPage();
      await loggedInPage(page, token);
      await page.goto(`/bookings/${bookingId}/add-ons`);
      const offer = page.getByRole("listitem").filter({ hasText: poles });
      await expect(offer.getByText("A pair of adjustable poles, returned at the base camp.")).toBeVisible();
      await expect(offer.getByLabel(`Meera ${surname}`)).toHaveValue("");
      await offer.getByLabel(`Arjun ${surname}`).selectOption({ label: "Size M (3 left)" });
      await expectNoAxeViolations(page);
      await shots.take(page, "add-ons");
      await page.getByRole("button", { name: "Save add-ons" }).click();
      await expect(page.getByRole("status").filter({ hasText: /saved/i })).toBeVisible();

      await page.goto(`/trips/${reference}`);
      await expect(page.getByText("Manali Mall Road, near the bus stand, at 07:30")).toBeVisible();
      await expect(page.getByRole("link", { name: "Open the map" })).toHaveAttribute(
        "href",
        "https://maps.example.com/manali",
      );
      await expect(page.getByText(/Tenzin Negi/)).toBeVisible();
      await expect(page.getByRole("link", { name: "+91 98160 12345" })).toBeVisible();
      await expect(page.getByText(new RegExp(poles))).toBeVisible();
      await shots.take(page, "pass-with-briefing");
    } finally {
      await traveller.close();
    }

    // Back on the trip desk: the unit sold shows against the departure's stock.
    await desk.page.goto(`/admin/trips/${trek.id}/add-ons`);
    await expect(desk.page.getByRole("region", { name: poles }).getByText("M: 1 sold, 2 left").first()).toBeVisible();
    // The manifest puts the size on the row of the traveller who wears it, not on the lead's.
    await desk.page.goto(`/admin/departures/${eventId}/manifest`);
    await expect(desk.page.getByRole("row").filter({ hasText: `Arjun ${surname}` })).toContainText(`${poles} M`);
    await expect(desk.page.getByRole("row").filter({ hasText: `Meera ${surname}` })).not.toContainText(poles);
    expect(desk.problems).toEqual([]);
  } finally {
    await desk.close();
  }
});
