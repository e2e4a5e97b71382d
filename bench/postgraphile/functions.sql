-- What PostGraphile needs to answer the trek page as our API does, installed by bench/compare.ts in
-- the throwaway database only. PostGraphile filters and orders plain relations by columns of the
-- related table alone; these rules reach further (a departure is shown when one of its prices is
-- enabled for a package on show), so they are computed columns, which PostGraphile inlines into
-- its one statement. `language sql stable` functions are themselves inlined by PostgreSQL's planner.

-- Departures from `today` with seats left and at least one enabled price of a package on show.
create function treks_upcoming_events(trek treks, today date) returns setof events
language sql stable as $$
  select e.* from events e
  where e.trek_id = trek.id and e.start_date >= today and e.available_seats > 0
    and exists (
      select 1 from event_prices p join packages k on k.id = p.package_id
      where p.event_id = e.id and p.enabled and not k.hide
    )
  order by e.start_date, e.id
$$;

-- A departure's enabled prices of packages on show, by package.
create function events_offered_prices(event events) returns setof event_prices
language sql stable as $$
  select p.* from event_prices p join packages k on k.id = p.package_id
  where p.event_id = event.id and p.enabled and not k.hide
  order by p.package_id
$$;

-- The destinations a trek belongs to, in the destinations' display order.
create function treks_destinations_in_order(trek treks) returns setof destinations
language sql stable as $$
  select d.* from destinations d join trek_destinations td on td.destination_id = d.id
  where td.trek_id = trek.id
  order by d.position, d.id
$$;

create function treks_review_count(trek treks) returns int
language sql stable as $$
  select count(*)::int from reviews where trek_id = trek.id
$$;

create function treks_average_rating(trek treks) returns numeric
language sql stable as $$
  select round(avg(star_rating), 1) from reviews where trek_id = trek.id
$$;
