-- Search over treks, destinations, attractions and activities (apps/api/src/search): trigram
-- similarity on names for typos ("kedarkanta", "ladak"), and prefix full-text search on a short
-- document for partial words ("kedar", "spit val"). Both compare accent- and case-folded text.
--
-- unaccent() is only STABLE (its dictionary could change), so indexes cannot use it directly: this
-- IMMUTABLE wrapper names the dictionary, the usual way to index unaccented text.
CREATE OR REPLACE FUNCTION search_fold(value text) RETURNS text
	LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
	RETURN lower(public.unaccent('public.unaccent'::regdictionary, value));
--> statement-breakpoint
CREATE INDEX treks_search_name_idx ON treks USING gin (search_fold(name) gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX treks_search_document_idx ON treks USING gin (to_tsvector('simple'::regconfig, search_fold(name || ' ' || tagline || ' ' || location)));
--> statement-breakpoint
CREATE INDEX destinations_search_name_idx ON destinations USING gin (search_fold(name) gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX destinations_search_document_idx ON destinations USING gin (to_tsvector('simple'::regconfig, search_fold(name || ' ' || country || ' ' || tagline)));
--> statement-breakpoint
CREATE INDEX attractions_search_name_idx ON attractions USING gin (search_fold(name) gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX attractions_search_document_idx ON attractions USING gin (to_tsvector('simple'::regconfig, search_fold(name || ' ' || location || ' ' || brief)));
--> statement-breakpoint
CREATE INDEX activities_search_name_idx ON activities USING gin (search_fold(name) gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX activities_search_document_idx ON activities USING gin (to_tsvector('simple'::regconfig, search_fold(name || ' ' || location || ' ' || brief)));
