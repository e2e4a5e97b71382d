// SPEC.md section 2: /campaign on its own redirects home (a real HTTP redirect).
import { redirect } from "react-router";

export function loader() {
  return redirect("/");
}
