// Any path of two or more segments that no route knows goes home (SPEC.md section 2). Single
// segments are destinations (routes/location.tsx), which answer 404 when unknown.
import { redirect } from "react-router";

export function loader() {
  return redirect("/");
}
