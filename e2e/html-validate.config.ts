// The HTML rules every page must meet, checked by html-validate (JavaScript, so `npm test` needs no Java)
// in scripts/validate-html.ts; the Nu Html Checker runs as well where Java exists. The presets are the
// strictest html-validate offers; each relaxation below is markup React renders that is valid HTML, or a
// choice another check owns, and says which.
import type { ConfigData } from "html-validate";

export const htmlValidateConfig: ConfigData = {
  extends: ["html-validate:recommended", "html-validate:document"],
  rules: {
    // React writes attributes by their DOM names (srcSet, charSet, dateTime...). Attribute names are
    // case-insensitive in HTML: camelCase is valid; any other mix of cases is still an error.
    "attr-case": ["error", { style: ["lowercase", "camelcase"] }],
    // React renders boolean and empty attributes as disabled="" and hidden="", a valid spelling: hold
    // every page to that one.
    "attribute-boolean-style": ["error", { style: "empty" }],
    "attribute-empty-style": ["error", { style: "empty" }],
    // React closes void elements as <br/>, valid in HTML: hold every page to that one spelling.
    "void-style": ["error", { style: "selfclose" }],
    // useId() makes ids such as "_R_2j4r5_": HTML allows any id without spaces (the relaxed check); the
    // strict one also wants it to start with a letter, as HTML 4 did.
    "valid-id": ["error", { relaxed: true }],
    // Style attributes are valid, and the Content-Security-Policy (not this check) decides where styles
    // may come from; React sets them for values computed per item (an image's placeholder colour, the
    // width of a progress bar).
    "no-inline-style": "off",
    // Same-origin assets need no Subresource Integrity; anything from another origin still does.
    "require-sri": ["error", { target: "crossorigin" }],
    // Titles are content (each page's meta_title, "... | Parvat Journeys"); Lighthouse's SEO audit judges them.
    "long-title": "off",
    // Phone numbers wrap where the layout lets them; the typography is a design choice, not validity.
    "tel-non-breaking": "off",
    // The search box's suggestions (combobox and listbox) and a discount's seats-taken bar (progressbar)
    // are ARIA widgets, which the native <select> and <progress> cannot be styled as; axe checks their
    // accessibility on every page the end-to-end tests visit.
    "prefer-native-element": "off",
  },
};
