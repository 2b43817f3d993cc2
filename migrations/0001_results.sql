-- Global daily stats (functions/results-store.ts): one row per device that solved a daily, and
-- the same solves counted per whole second, which the stats are read from.

-- A daily puzzle is (date, kind, level): kind 'grid' for the four 9×9 dailies, 'honeycomb' for
-- the three Hanidoku. client is the hex SHA-256 of the device's random id, never the id itself;
-- no address or time of day is kept. UNIQUE: one result per device per puzzle.
CREATE TABLE results (
  date TEXT NOT NULL,
  kind TEXT NOT NULL CHECK (kind IN ('grid', 'honeycomb')),
  level TEXT NOT NULL,
  client TEXT NOT NULL,
  ms INTEGER NOT NULL CHECK (ms >= 0),
  hints INTEGER NOT NULL,
  reveals INTEGER NOT NULL,
  mistakes INTEGER NOT NULL,
  UNIQUE (date, kind, level, client)
);

-- Solvers per whole second of time (capped at 3 hours, the slowest sharing that second) and how
-- many of them used no hint and revealed no cell. A puzzle's stats read at most 10,801 of these
-- rows however many solved it (its whole histogram, median and places), where reading the
-- results themselves would cost a row per solver on every refresh.
CREATE TABLE result_seconds (
  date TEXT NOT NULL,
  kind TEXT NOT NULL,
  level TEXT NOT NULL,
  second INTEGER NOT NULL,
  solvers INTEGER NOT NULL,
  clean INTEGER NOT NULL,
  PRIMARY KEY (date, kind, level, second)
) WITHOUT ROWID;

-- Kept in step by the database itself: a result that the UNIQUE constraint turns away
-- (INSERT … ON CONFLICT DO NOTHING) fires nothing, so no solve is counted twice.
CREATE TRIGGER results_count AFTER INSERT ON results
BEGIN
  INSERT INTO result_seconds (date, kind, level, second, solvers, clean)
  VALUES (
    NEW.date, NEW.kind, NEW.level, MIN(NEW.ms / 1000, 10800), 1,
    NEW.hints = 0 AND NEW.reveals = 0
  )
  ON CONFLICT (date, kind, level, second) DO UPDATE
  SET solvers = solvers + 1, clean = clean + excluded.clean;
END;
