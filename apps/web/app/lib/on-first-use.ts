// A value built on its first use, then kept: for Intl formatters, which a module must not build while it
// loads (the first one a page builds loads its locale's data, some 100 ms of a phone's start-up, on every
// page that loads the module, whether or not it shows a date; decision 0024).
export function onFirstUse<T>(build: () => T): () => T {
  let built: T | undefined;
  return () => {
    built ??= build();
    return built;
  };
}
