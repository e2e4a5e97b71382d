// The one search box (home hero, navbar, results page): suggestions as you type, fetched after a
// short pause, in an ARIA 1.2 combobox. Arrow keys move through the suggestions, Enter opens the
// one chosen (or every result when none is), Escape closes the list and then clears the box.
// It is a plain GET form to /search underneath, so it works before JavaScript has loaded too.
import { useEffect, useId, useRef, useState } from "react";
import { useNavigate } from "react-router";
import { request } from "../../graphql/client.ts";
import { graphql } from "../../graphql/generated/gql.ts";
import type { SearchKind, SearchSuggestionsQuery } from "../../graphql/generated/graphql.ts";
import { searchPath } from "../../lib/paths.ts";
import { SearchIcon } from "../icons.tsx";

const SearchSuggestionsDocument = graphql(`
  query SearchSuggestions($query: String!, $limit: Int) {
    search(query: $query, limit: $limit) {
      total
      hits {
        kind
        name
        path
        context
      }
    }
  }
`);

type Suggestion = SearchSuggestionsQuery["search"]["hits"][number];

/** Wait this long after the last key before asking the server. */
export const SUGGEST_DELAY_MS = 200;
const MIN_LENGTH = 2;
const SUGGESTIONS = 6;

export const SEARCH_KIND_LABELS: Record<SearchKind, string> = {
  DESTINATION: "Destination",
  TREK: "Trip",
  ATTRACTION: "Attraction",
  ACTIVITY: "Activity",
};

export function SearchCombobox({
  defaultValue = "",
  label = "Search trips, places and activities",
  autoFocus = false,
}: {
  defaultValue?: string;
  label?: string;
  /** Focus the box when it appears (the navbar opens it on demand); it then empties after a choice. */
  autoFocus?: boolean;
}) {
  const id = useId();
  const listId = `${id}-list`;
  const navigate = useNavigate();
  const [value, setValue] = useState(defaultValue);
  const [suggestions, setSuggestions] = useState<Suggestion[]>([]);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [status, setStatus] = useState<"idle" | "loading" | "ready" | "failed">("idle");
  const input = useRef<HTMLInputElement>(null);

  const query = value.trim();
  // The last option is always "every result for …".
  const optionCount = query.length >= MIN_LENGTH ? suggestions.length + 1 : 0;

  useEffect(() => {
    if (query.length < MIN_LENGTH) {
      setSuggestions([]);
      setStatus("idle");
      return;
    }
    const controller = new AbortController();
    const timer = setTimeout(async () => {
      setStatus("loading");
      try {
        const response = await request(
          SearchSuggestionsDocument,
          { query, limit: SUGGESTIONS },
          { signal: controller.signal },
        );
        setSuggestions(response.data?.search.hits ?? []);
        setStatus(response.data ? "ready" : "failed");
      } catch (error) {
        if (controller.signal.aborted) return;
        console.warn("Search suggestions failed:", error);
        setSuggestions([]);
        setStatus("failed");
      }
    }, SUGGEST_DELAY_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [query]);

  const go = (path: string) => {
    setOpen(false);
    setActive(-1);
    if (autoFocus) setValue("");
    input.current?.blur();
    navigate(path);
  };

  const choose = (index: number) => {
    if (index >= 0 && index < suggestions.length) go(suggestions[index]!.path);
    else if (query) go(searchPath(query));
  };

  const onKeyDown = (event: React.KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case "ArrowDown":
        if (optionCount === 0) return;
        event.preventDefault();
        setOpen(true);
        setActive((current) => (current + 1) % optionCount);
        break;
      case "ArrowUp":
        if (optionCount === 0) return;
        event.preventDefault();
        setOpen(true);
        setActive((current) => (current <= 0 ? optionCount - 1 : current - 1));
        break;
      case "Enter":
        if (open && active >= 0) {
          event.preventDefault();
          choose(active);
        }
        break;
      case "Escape":
        if (open) {
          event.preventDefault();
          setOpen(false);
          setActive(-1);
        } else if (value) {
          event.preventDefault();
          setValue("");
        }
        break;
      default:
    }
  };

  const expanded = open && optionCount > 0;
  const announcement =
    !expanded || status === "loading"
      ? ""
      : status === "failed"
        ? "Suggestions are not available. Press Enter to search."
        : suggestions.length === 0
          ? "No suggestions. Press Enter to search everything."
          : `${suggestions.length} suggestion${suggestions.length === 1 ? "" : "s"}. Use the up and down arrows to choose.`;

  return (
    <search className="relative block w-full">
      <form
        action="/search"
        method="get"
        onSubmit={(event) => {
          event.preventDefault();
          if (query) choose(open ? active : -1);
        }}
      >
        <label htmlFor={`${id}-input`} className="sr-only">
          {label}
        </label>
        <div className="relative">
          <SearchIcon className="pointer-events-none absolute top-1/2 left-4 size-5 -translate-y-1/2 text-slate-500" />
          <input
            ref={input}
            id={`${id}-input`}
            type="text"
            inputMode="search"
            name="q"
            value={value}
            onChange={(event) => {
              setValue(event.target.value);
              setOpen(true);
              setActive(-1);
            }}
            onFocus={() => setOpen(true)}
            onBlur={() => {
              setOpen(false);
              setActive(-1);
            }}
            onKeyDown={onKeyDown}
            role="combobox"
            aria-autocomplete="list"
            aria-expanded={expanded}
            aria-controls={listId}
            aria-activedescendant={expanded && active >= 0 ? `${listId}-${active}` : undefined}
            autoComplete="off"
            // biome-ignore lint/a11y/noAutofocus: it appears because the traveller asked to search
            autoFocus={autoFocus}
            enterKeyHint="search"
            spellCheck={false}
            placeholder="Try Goa or winter trek"
            className="block min-h-14 w-full rounded-full border border-slate-300 bg-white pr-28 pl-12 text-base text-slate-900 shadow-lg placeholder:text-slate-500 focus:border-primary-strong"
          />
          <button type="submit" className="btn btn-primary absolute top-1/2 right-1.5 -translate-y-1/2">
            Search
          </button>
        </div>
        <div
          id={listId}
          role="listbox"
          aria-label="Suggestions"
          hidden={!expanded}
          className="absolute inset-x-0 top-full z-50 mt-2 max-h-[70vh] overflow-y-auto rounded-2xl bg-white py-2 text-left text-slate-900 shadow-2xl ring-1 ring-black/5"
        >
          {suggestions.map((suggestion, index) => (
            // biome-ignore lint/a11y/useKeyWithClickEvents: the keyboard works through the input (aria-activedescendant)
            <div
              key={suggestion.path}
              id={`${listId}-${index}`}
              role="option"
              tabIndex={-1}
              aria-selected={index === active}
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => choose(index)}
              onMouseMove={() => setActive(index)}
              className={`flex cursor-pointer items-baseline justify-between gap-3 px-4 py-2.5 ${index === active ? "bg-primary-soft" : ""}`}
            >
              <span className="min-w-0">
                <span className="block truncate font-medium">{suggestion.name}</span>
                <span className="block truncate text-xs text-slate-600">{suggestion.context}</span>
              </span>
              <span className="shrink-0 text-xs font-semibold tracking-wide text-slate-600 uppercase">
                {SEARCH_KIND_LABELS[suggestion.kind]}
              </span>
            </div>
          ))}
          {optionCount > 0 ? (
            // biome-ignore lint/a11y/useKeyWithClickEvents: the keyboard works through the input (aria-activedescendant)
            <div
              id={`${listId}-${suggestions.length}`}
              role="option"
              tabIndex={-1}
              aria-selected={active === suggestions.length}
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => choose(suggestions.length)}
              onMouseMove={() => setActive(suggestions.length)}
              className={`cursor-pointer border-t border-slate-100 px-4 py-2.5 text-sm font-semibold text-primary-strong ${active === suggestions.length ? "bg-primary-soft" : ""}`}
            >
              See every result for “{query}”
            </div>
          ) : null}
        </div>
        <p aria-live="polite" className="sr-only">
          {announcement}
        </p>
      </form>
    </search>
  );
}
