// The failed state check of a guarded booking screen (DESIGN.md section 3): the traveller goes back
// to where the choice is made, in place of this screen in the history, and a toast says why. The
// same words show here for the moment before the navigation (and to anyone whose toasts cannot load).
import { useEffect, useRef } from "react";
import { useNavigate } from "react-router";
import { notify } from "../toasts.tsx";

export function SendBack({ to, reason }: { to: string; reason: string }) {
  const navigate = useNavigate();
  // Once, even when React runs the effect twice (development) or the parent re-renders.
  const sent = useRef(false);
  useEffect(() => {
    if (sent.current) return;
    sent.current = true;
    void Promise.resolve(navigate(to, { replace: true })).then(() => notify("warning", reason));
  }, [navigate, to, reason]);
  return (
    <div className="page-container py-20" role="status">
      <p className="text-slate-700">{reason}</p>
    </div>
  );
}
