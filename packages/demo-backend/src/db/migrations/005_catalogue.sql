-- The operator's curation (001 §2 Rowset page, §3 Row/Page/Library, §7 Rowsets/Rows/Row; issue 19):
-- pages (rowsets) per client variant, rows with the rule that fills them, the rows of each page in
-- order, the libraries, and each viewer's search history. Contents themselves come from the seeded
-- catalogue; the curation only says which of them a row shows and in what order.
CREATE TABLE catalogue_libraries (
  id    integer PRIMARY KEY,
  title text NOT NULL,
  bg    text NOT NULL
);

CREATE TABLE catalogue_pages (
  id         integer PRIMARY KEY,
  slug       text NOT NULL UNIQUE,
  template   text NOT NULL,
  title      text NOT NULL,
  title_ru   text NOT NULL,
  description text NOT NULL DEFAULT '',
  -- Which rowsets list it (web, mobile300) and where in the menu; a page outside the menu has none.
  variants   text[] NOT NULL DEFAULT '{}',
  position   integer NOT NULL DEFAULT 0,
  parent_id  integer REFERENCES catalogue_pages (id),
  url        text,
  library_id integer REFERENCES catalogue_libraries (id),
  -- Preset filters of a catalogue page (group.catalog.page), e.g. {"content_type":"movie"}.
  preset     jsonb NOT NULL DEFAULT '{}'
);

CREATE TABLE catalogue_rows (
  id           integer PRIMARY KEY,
  slug         text NOT NULL UNIQUE,
  template     text NOT NULL,
  title        text NOT NULL,
  title_ru     text NOT NULL,
  description  text NOT NULL DEFAULT '',
  content_type text,
  -- Seconds per promo-bg slide; null = the client's default (7 s).
  duration     integer,
  library_id   integer REFERENCES catalogue_libraries (id),
  -- What fills the row: {"kind":"contents", …filters} | channels | persons | history | promotions | packets.
  source       jsonb NOT NULL
);

CREATE TABLE catalogue_page_rows (
  page_id  integer NOT NULL REFERENCES catalogue_pages (id) ON DELETE CASCADE,
  row_id   integer NOT NULL REFERENCES catalogue_rows (id) ON DELETE CASCADE,
  position integer NOT NULL,
  PRIMARY KEY (page_id, row_id)
);

-- 001 §7 Send to search history: what a viewer chose from search, newest first in suggestions.
CREATE TABLE search_history (
  id         bigserial PRIMARY KEY,
  user_id    bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  query      text NOT NULL,
  item_type  text NOT NULL,
  item_id    integer NOT NULL,
  title      text NOT NULL,
  created_at bigint NOT NULL
);
CREATE INDEX search_history_user ON search_history (user_id, created_at DESC);
