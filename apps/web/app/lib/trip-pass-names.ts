// The names the trip pass's worker and pages share: small, since logging out (in every page's code)
// needs them to forget the passes kept on the device.
export const TRIP_PASS_CACHE = "trip-pass-v1";
export const TRIP_PASS_DATA_CACHE = "trip-pass-data-v1";
export const TRIP_PASS_WORKER_PATH = "/trip-pass-sw.js";
export const TRIP_PASS_SCOPE = "/trips/";
