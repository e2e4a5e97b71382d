// An /admin path no screen answers: the 404 page for staff as well (the layout already answered
// HTTP 404 to the server's request).
import { NotFoundPage } from "../../components/error-pages.tsx";

export default function AdminUnknownPath() {
  return <NotFoundPage />;
}
