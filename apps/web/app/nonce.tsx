// The Content-Security-Policy nonce of the current response. Set on the server around the whole
// app; in the browser it is empty (browsers hide nonces from the DOM, and hydration adds no scripts).
import { createContext, useContext } from "react";

export const NonceContext = createContext("");

export function useNonce(): string {
  return useContext(NonceContext);
}
