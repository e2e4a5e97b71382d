// The app's code is fetched once the page has shown its content (decision 0014). React Router's
// <Scripts> is written inside a <noscript>, which a browser running scripts reads as plain text: no
// module is fetched while the hero image and the stylesheet need the connection. The inline script
// after it adds them later (LOAD_SCRIPTS_AFTER_PAINT). Without JavaScript a browser shows <noscript>
// as markup: preloads and scripts that do nothing, as before. React does not hydrate inside
// <noscript>, so <Scripts> renders only on the server.
import { useEffect } from "react";
import { Scripts } from "react-router";

const HYDRATED_EVENT = "parvat:hydrated";

// Inlined into every page (about 1.2 KB compressed), so plain ES5 without comments; what it does:
// - copies <Scripts>'s elements out of the <noscript> just before it; runs the classic inline
//   scripts at once, and adds the module preloads and the module script at `start`, each in a task
//   of its own (a message to itself, which no timer clamps): a request a script starts costs the
//   main thread the script's stack, recorded for it, and the eight together measured one task of
//   20 to 30 ms in Lighthouse's traces (decision 0024);
// - starts two animation frames after the page's largest image has arrived (its priority image,
//   fetchpriority="high": the other images, lazy ones in view among them, need not hold the code back;
//   decision 0024) or, on a page without one, after the load event; at the first tap or key; or after
//   three seconds (an image that never arrives does not hold it back);
// - hands what the visitor did before hydration to the app. React keeps text typed into a field
//   on screen but not in its state: each edited field is set back to what the server sent through
//   React's own value setter, then given the visitor's text with the browser's, so React sees one
//   change. A button pressed or a form sent is held (the browser would send the form itself, its
//   fields in the address) and pressed again after hydration; if the app has not hydrated ten
//   seconds after the press (its code failed to load), the browser does what it would have done.
// - leaves a form the server answers (data-answered-by-server: a GET form for a page the server
//   renders with the choice, the trek page's booking card, decision 0024) to the browser until the app
//   has hydrated: a choice in it (a changed field) is sent at once, opening the new page at the part
//   that was changed (the closest element with an id); its buttons send it as they would without
//   JavaScript; and a tap on it does not start the code, which the new page would not use. Once the
//   code has arrived (every module preload loaded), hydration is a moment away and a new page is
//   not: the choice is then the app's, as any other field's (sent by the browser after five
//   seconds if the app has still not hydrated).
const LOAD_SCRIPTS_AFTER_PAINT = `(function () {
  var holder = document.currentScript.previousElementSibling;
  var parsed = document.createElement("template");
  parsed.innerHTML = holder.textContent;
  var later = [];
  parsed.content.querySelectorAll("script, link").forEach(function (node) {
    var copy = document.createElement(node.localName);
    for (var i = 0; i < node.attributes.length; i++) copy.setAttribute(node.attributes[i].name, node.attributes[i].value);
    copy.textContent = node.textContent;
    if (node.localName === "script" && node.type !== "module") holder.parentNode.insertBefore(copy, holder);
    else later.push(copy);
  });
  var started = false;
  var arrived = false;
  function start() {
    if (started) return;
    started = true;
    var loading = later.filter(function (node) { return node.localName === "link"; }).length;
    var next = 0;
    var turn = new MessageChannel();
    turn.port1.onmessage = add;
    function add() {
      var node = later[next++];
      if (!node) return;
      if (node.localName === "link") {
        node.addEventListener("load", function () { arrived = --loading === 0; }, { once: true });
        document.head.appendChild(node);
      } else holder.parentNode.insertBefore(node, holder);
      turn.port2.postMessage(null);
    }
    add();
  }
  function afterPaint() {
    requestAnimationFrame(function () { requestAnimationFrame(function () { setTimeout(start, 0); }); });
  }
  var largest = document.querySelector('img[fetchpriority="high"]');
  if (document.readyState === "complete" || (largest && largest.complete)) afterPaint();
  else {
    addEventListener("load", afterPaint, { once: true });
    if (largest) largest.addEventListener("load", afterPaint, { once: true });
  }
  function answeredByServer(node) {
    var control = node && node.closest && node.closest("button, label, input, select, form");
    var form = control && (control.localName === "form" ? control : control.form);
    return Boolean(form && form.hasAttribute("data-answered-by-server"));
  }
  ["pointerdown", "keydown"].forEach(function (type) {
    addEventListener(type, function (event) {
      if (!answeredByServer(event.target)) start();
    }, { capture: true, passive: true });
  });
  setTimeout(start, 3000);
  function handOverEditedFields() {
    document.querySelectorAll("input, textarea, select").forEach(function (field) {
      if (field.localName === "select") {
        var changed = [].some.call(field.options, function (option) { return option.selected !== option.defaultSelected; });
        if (changed) field.dispatchEvent(new Event("change", { bubbles: true }));
        return;
      }
      var checkable = field.type === "checkbox" || field.type === "radio";
      var key = checkable ? "checked" : "value";
      var sent = checkable ? field.defaultChecked : field.defaultValue;
      if (field.type === "file" || field[key] === sent || (field.type === "radio" && !field.checked)) return;
      var edited = field[key];
      field[key] = sent;
      Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), key).set.call(field, edited);
      field.dispatchEvent(new Event(checkable ? "click" : "input", { bubbles: true }));
    });
  }
  var held = null;
  var holding = true;
  function hold(event) {
    var target = event.type === "submit" ? event.target : event.target.closest && event.target.closest("button");
    if (!holding || !target || (answeredByServer(target) && !arrived)) return;
    event.preventDefault();
    held = target;
    start();
    setTimeout(release, 10000);
  }
  function release() {
    if (!holding) return;
    holding = false;
    if (held && held.isConnected) held.localName === "form" ? held.requestSubmit() : held.click();
  }
  addEventListener("click", hold, true);
  addEventListener("submit", hold, true);
  var hydrated = false;
  function send(field) {
    if (hydrated) return;
    var address = new URL(field.form.action);
    address.search = new URLSearchParams(new FormData(field.form)).toString();
    var part = field.closest("[id]");
    if (part && field.form.contains(part)) address.hash = part.id;
    location.assign(address.href);
  }
  addEventListener("change", function (event) {
    var field = event.target;
    if (hydrated || !field.form || !answeredByServer(field)) return;
    if (arrived) setTimeout(function () { send(field); }, 5000);
    else send(field);
  }, true);
  addEventListener("${HYDRATED_EVENT}", function () {
    hydrated = true;
    setTimeout(release, 0);
    handOverEditedFields();
  }, { once: true });
})();`;

export function ScriptsAfterPaint({ nonce }: { nonce: string }) {
  useEffect(() => {
    dispatchEvent(new Event(HYDRATED_EVENT));
  }, []);
  return (
    <>
      <noscript>
        <Scripts nonce={nonce} />
      </noscript>
      {/* Browsers hide a nonce from the DOM: the attribute differs while hydrating, by design. The
          script is the server's alone: hydrating, React keeps an element's inner HTML as it is, so
          the browser's bundle goes without its text (a kilobyte on every page). */}
      <script
        nonce={nonce}
        suppressHydrationWarning
        // biome-ignore lint/security/noDangerouslySetInnerHtml: a constant of this file, no outside text
        dangerouslySetInnerHTML={{ __html: import.meta.env.SSR ? LOAD_SCRIPTS_AFTER_PAINT : "" }}
      />
    </>
  );
}
