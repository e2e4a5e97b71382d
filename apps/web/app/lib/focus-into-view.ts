// A confirmation that replaces a form (an enquiry, a custom trip request) must be seen and heard:
// focus moves to it, and it is scrolled to its top (its scroll margin keeps it clear of the sticky
// header), instead of leaving the page scrolled where the form's button was.

export function focusIntoView(element: HTMLElement | null): void {
  if (!element) return;
  element.focus({ preventScroll: true });
  element.scrollIntoView({ block: "start" });
}
