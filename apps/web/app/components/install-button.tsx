// Browsers that can install the site as an app (Chrome and Edge on Android and desktop) fire
// `beforeinstallprompt`; this button opens their install dialog. Elsewhere it stays hidden and the
// written steps apply.
import { useEffect, useState } from "react";
import { DownloadIcon } from "./icons.tsx";

interface InstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: "accepted" | "dismissed" }>;
}

export function InstallButton() {
  const [promptEvent, setPromptEvent] = useState<InstallPromptEvent | null>(null);
  const [installed, setInstalled] = useState(false);

  useEffect(() => {
    const onPrompt = (event: Event) => {
      event.preventDefault();
      setPromptEvent(event as InstallPromptEvent);
    };
    const onInstalled = () => {
      setInstalled(true);
      setPromptEvent(null);
    };
    window.addEventListener("beforeinstallprompt", onPrompt);
    window.addEventListener("appinstalled", onInstalled);
    return () => {
      window.removeEventListener("beforeinstallprompt", onPrompt);
      window.removeEventListener("appinstalled", onInstalled);
    };
  }, []);

  if (installed) {
    return (
      <p role="status" className="font-semibold text-white">
        Installed. Look for the app on your home screen.
      </p>
    );
  }
  if (!promptEvent) return null;
  return (
    <button
      type="button"
      className="btn btn-primary"
      onClick={async () => {
        await promptEvent.prompt();
        await promptEvent.userChoice;
        setPromptEvent(null);
      }}
    >
      <DownloadIcon className="size-5" />
      Install the app
    </button>
  );
}
