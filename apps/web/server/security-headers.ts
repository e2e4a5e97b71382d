// Security headers for every response, with a fresh nonce per response for the Content-Security-
// Policy: only scripts that carry the nonce (the ones React Router renders) and what they load run.
import { randomBytes } from "node:crypto";
import type { RequestHandler } from "express";

/** Razorpay Checkout: its script, the frames it opens and the API it calls (PAYMENT_PROVIDER=razorpay only). */
const RAZORPAY = { script: "https://checkout.razorpay.com", frame: "https://api.razorpay.com" } as const;

export function contentSecurityPolicy(
  nonce: string,
  options: { upgradeInsecureRequests: boolean; razorpayCheckout?: boolean },
): string {
  const razorpay = options.razorpayCheckout ?? false;
  return [
    "default-src 'self'",
    `script-src 'nonce-${nonce}' 'strict-dynamic' 'self'${razorpay ? ` ${RAZORPAY.script}` : ""}`,
    `style-src 'self' 'nonce-${nonce}'`,
    // React's style attributes (image placeholders' colours, widths of progress bars).
    "style-src-attr 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self'",
    // The trip pass's service worker (/trip-pass-sw.js, scope /trips/), from this origin only.
    "worker-src 'self'",
    `connect-src 'self'${razorpay ? ` ${RAZORPAY.frame}` : ""}`,
    "media-src 'self'",
    `frame-src https://www.youtube-nocookie.com${razorpay ? ` ${RAZORPAY.frame}` : ""}`,
    "form-action 'self'",
    "base-uri 'none'",
    "object-src 'none'",
    "frame-ancestors 'none'",
    ...(options.upgradeInsecureRequests ? ["upgrade-insecure-requests"] : []),
  ].join("; ");
}

/**
 * No page may use the camera, microphone or location, except the back office's: its check-in screen
 * reads trip passes' QR codes with the camera, and staff reach it from other /admin screens without
 * loading a new document, whose policy is the one that counts.
 */
export function permissionsPolicy(path: string): string {
  const camera = path === "/admin" || path.startsWith("/admin/") ? "camera=(self)" : "camera=()";
  return `${camera}, microphone=(), geolocation=(), interest-cohort=()`;
}

export function securityHeaders(options: {
  enforceCsp: boolean;
  https: boolean;
  razorpayCheckout?: boolean;
}): RequestHandler {
  return (request, response, next) => {
    const nonce = randomBytes(16).toString("base64");
    response.locals.nonce = nonce;
    const policy = contentSecurityPolicy(nonce, {
      upgradeInsecureRequests: options.https,
      razorpayCheckout: options.razorpayCheckout,
    });
    // Vite's development server injects scripts of its own: report, do not block, there.
    response.setHeader(options.enforceCsp ? "Content-Security-Policy" : "Content-Security-Policy-Report-Only", policy);
    response.setHeader("Strict-Transport-Security", "max-age=63072000; includeSubDomains; preload");
    response.setHeader("X-Content-Type-Options", "nosniff");
    response.setHeader("Referrer-Policy", "strict-origin-when-cross-origin");
    response.setHeader("X-Frame-Options", "DENY");
    response.setHeader("Cross-Origin-Opener-Policy", "same-origin");
    response.setHeader("Permissions-Policy", permissionsPolicy(request.path));
    next();
  };
}
