import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { graphqlDocumentImports } from "./build-tools/graphql-documents.ts";
import { precompressedAssets } from "./build-tools/precompressed-assets.ts";

const APP_MODULES =
  /\/node_modules\/(react|react-dom|react-router|scheduler)\/|\/apps\/web\/app\/(components(?!\/(admin|quotation|payments|campaign)\/|\/booking\/(?!booking-format))|lib|graphql)\/|\/packages\/domain\/src\//;
/**
 * Modules two screens share that the public pages do not load up front: what screens most visitors never
 * open share (legal pages, blog posts, login, contact, quotations, the payment methods' names of the
 * receipt and the back office, the back office's reference search, the travellers' and guardians' rules
 * that registration and a quotation's acceptance share, with zod, and those forms' privacy notices), and
 * what the public pages load on demand but the back office or the creator page imports (the error pages,
 * the social networks' icons).
 */
const NOT_UP_FRONT_MODULES =
  /\/apps\/web\/app\/(components\/(policy-page|contact-options|require-login|destination-links|error-pages|social-icons|privacy\/collection-notice)\.|lib\/(blog-|country-codes))|\/packages\/domain\/src\/(phone|quotation-pricing|payment-methods|booking-reference|booking|guardians)\./;
const LISTING_MODULES =
  /\/apps\/web\/app\/components\/(discovery\/(?!navbar-search|search-combobox)|card-grid|cards|select|whatsapp-invite|load-failure-notice)|\/packages\/domain\/src\/(listing|search-facets)\./;

export default defineConfig({
  plugins: [
    graphqlDocumentImports({
      generatedDocuments: new URL("./app/graphql/generated/graphql.ts", import.meta.url).pathname,
      // Every file carries its own documents: the generated module is one module, so a document
      // imported from it by one screen would travel in every page's shared chunk (1.3 KB gz of
      // account, booking and payment documents on the trek page).
      inline: /\/app\//,
    }),
    tailwindcss(),
    reactRouter(),
    precompressedAssets(),
  ],
  build: {
    assetsInlineLimit: 0,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            {
              // What every page loads travels as one chunk, instead of a dozen of a few hundred
              // bytes each: every script costs a request, a round trip on a phone and its response
              // headers (about 1 KB here, counted by Lighthouse). React, React DOM's shared part and
              // React Router, and the app's own modules that pages share. Not in it: code loaded on
              // demand (the enquiry form, the navbar's search box, the login rules, the parts of
              // deferred-parts.tsx); the screens few visitors open (the back office, booking,
              // payments, quotations, campaigns, and what a few of those screens share); the listing
              // pages' code, which has its own chunk (below), where the trek page carried it for
              // nothing (8 KB gz). Measured with each page's scripts: gzip sizes and the bytes
              // transferred (body and headers).
              name: "app",
              test: (id) => APP_MODULES.test(id) && !NOT_UP_FRONT_MODULES.test(id) && !LISTING_MODULES.test(id),
              tags: ["$initial"],
              minShareCount: 2,
              priority: 2,
            },
            {
              // The cards, filters and listings of the home, destination, listing and Dubai pages.
              name: "listing",
              test: LISTING_MODULES,
              tags: ["$initial"],
              minShareCount: 2,
              priority: 1,
            },
          ],
        },
      },
    },
  },
});
