// Reads a QR code from the camera's picture, for the check-in screen. The browser's own reader
// (BarcodeDetector) where it has one (Chrome on Android and macOS, Safari); elsewhere (Chrome on
// Linux and Windows, Firefox) jsQR, a decoder in plain JavaScript that reads the frame's pixels from a
// canvas. jsQR is loaded only when it is needed, so phones with a reader never download it.

/** One look at the video: the code's text, or null when no code is in view. */
export type QrReader = (video: HTMLVideoElement) => Promise<string | null>;

interface Detector {
  detect(source: CanvasImageSource): Promise<{ rawValue: string }[]>;
}
interface DetectorClass {
  new (options: { formats: string[] }): Detector;
  getSupportedFormats?: () => Promise<string[]>;
}

/** The browser's reader when it reads QR codes, otherwise jsQR on the frame's pixels. */
export async function qrReader(): Promise<QrReader> {
  const Native = (globalThis as { BarcodeDetector?: DetectorClass }).BarcodeDetector;
  const formats = Native ? await (Native.getSupportedFormats?.() ?? Promise.resolve(["qr_code"])).catch(() => []) : [];
  if (Native && formats.includes("qr_code")) {
    const detector = new Native({ formats: ["qr_code"] });
    return async (video) => {
      const [found] = await detector.detect(video).catch(() => []);
      return found?.rawValue ?? null;
    };
  }
  const { default: jsQR } = await import("jsqr");
  const canvas = document.createElement("canvas");
  const context = canvas.getContext("2d", { willReadFrequently: true });
  return async (video) => {
    if (!context || video.videoWidth === 0) return null;
    canvas.width = video.videoWidth;
    canvas.height = video.videoHeight;
    context.drawImage(video, 0, 0);
    const frame = context.getImageData(0, 0, canvas.width, canvas.height);
    return jsQR(frame.data, frame.width, frame.height, { inversionAttempts: "dontInvert" })?.data ?? null;
  };
}

/** Whether this browser can show the camera at all (the list and the typed code work without it). */
export function cameraAvailable(): boolean {
  return typeof navigator !== "undefined" && typeof navigator.mediaDevices?.getUserMedia === "function";
}
