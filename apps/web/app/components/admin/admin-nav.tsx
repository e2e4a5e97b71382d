// The back office's navigation: one compact row of links that wraps on a phone and
// scrolls sideways when it must, the current screen marked for assistive technology too.
import { NavLink } from "react-router";

export const ADMIN_SCREENS = [
  { to: "/admin", label: "Today", end: true },
  { to: "/admin/departures", label: "Departures", end: false },
  { to: "/admin/bookings", label: "Bookings", end: false },
  { to: "/admin/enquiries", label: "Enquiries", end: false },
  { to: "/admin/quotations", label: "Quotations", end: false },
  { to: "/admin/reviews", label: "Reviews", end: false },
  { to: "/admin/tax", label: "Tax exports", end: false },
  { to: "/admin/audit-log", label: "Audit log", end: false },
] as const;

export function AdminNav() {
  return (
    <nav aria-label="Back office" className="border-b border-slate-200 bg-white" data-print-hidden>
      <ul className="page-container flex gap-1 overflow-x-auto py-2 text-sm">
        {ADMIN_SCREENS.map((screen) => (
          <li key={screen.to}>
            <NavLink
              to={screen.to}
              end={screen.end}
              className={({ isActive }) =>
                `inline-flex min-h-11 items-center rounded-lg px-3 font-medium whitespace-nowrap ${
                  isActive ? "bg-primary-strong text-white" : "text-slate-700 hover:bg-slate-100"
                }`
              }
            >
              {screen.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
