-- Engagement (issue 20): news (001 §3 News, §7 News), information pages (terms, faq, rules, gift; 000 §2),
-- the device instructions (001 §2 Instructions page), survey 1 with its answers (000 §3 Survey, §7
-- Surveys), the viewer's advertising ids (000 §7 ads/ad_ids) and the A/B tests (ab_tests/tests).
-- Texts are kept per language ('en', 'ru') so the API answers in the Accept-Language it is asked in.

CREATE TABLE news (
  id           integer PRIMARY KEY,
  -- Unix milliseconds; the list is newest first.
  published_at bigint NOT NULL
);

CREATE TABLE news_texts (
  news_id  integer NOT NULL REFERENCES news (id) ON DELETE CASCADE,
  language text NOT NULL CHECK (language IN ('en', 'ru')),
  title    text NOT NULL,
  summary  text NOT NULL,
  -- Paragraphs separated by blank lines.
  body     text NOT NULL,
  PRIMARY KEY (news_id, language)
);

-- One information page per slug and language; `sections` is [{heading, text}] (a FAQ's headings are
-- its questions).
CREATE TABLE info_pages (
  slug       text NOT NULL,
  language   text NOT NULL CHECK (language IN ('en', 'ru')),
  title      text NOT NULL,
  sections   jsonb NOT NULL,
  updated_at bigint NOT NULL,
  PRIMARY KEY (slug, language)
);

CREATE TABLE instruction_devices (
  slug     text NOT NULL,
  language text NOT NULL CHECK (language IN ('en', 'ru')),
  position integer NOT NULL,
  name     text NOT NULL,
  -- Ordered step texts.
  steps    jsonb NOT NULL,
  help_url text NOT NULL,
  PRIMARY KEY (slug, language)
);

-- Operator settings the engagement pages show (the device limit of the instructions' advantages).
CREATE TABLE engagement_settings (
  key   text PRIMARY KEY,
  value jsonb NOT NULL
);

CREATE TABLE surveys (
  id                integer PRIMARY KEY,
  allow_user_answer boolean NOT NULL
);

CREATE TABLE survey_texts (
  survey_id   integer NOT NULL REFERENCES surveys (id) ON DELETE CASCADE,
  language    text NOT NULL CHECK (language IN ('en', 'ru')),
  question    text NOT NULL,
  description text NOT NULL,
  PRIMARY KEY (survey_id, language)
);

CREATE TABLE survey_options (
  survey_id integer NOT NULL REFERENCES surveys (id) ON DELETE CASCADE,
  id        integer NOT NULL,
  language  text NOT NULL CHECK (language IN ('en', 'ru')),
  position  integer NOT NULL,
  text      text NOT NULL,
  PRIMARY KEY (survey_id, id, language)
);

-- What viewers answered: one row a send (a viewer may answer again later).
CREATE TABLE survey_responses (
  id         bigserial PRIMARY KEY,
  survey_id  integer NOT NULL REFERENCES surveys (id) ON DELETE CASCADE,
  user_id    bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  answer_ids integer[] NOT NULL,
  user_text  text,
  created_at bigint NOT NULL
);

CREATE TABLE ad_ids (
  user_id    bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  vendor     text NOT NULL,
  identifier text NOT NULL,
  updated_at bigint NOT NULL,
  PRIMARY KEY (user_id, vendor)
);

CREATE TABLE ab_tests (
  id       integer PRIMARY KEY,
  name     text NOT NULL UNIQUE,
  -- Groups a viewer can fall in; the viewer's group is fixed by their id (never re-drawn).
  variants text[] NOT NULL CHECK (cardinality(variants) > 0),
  active   boolean NOT NULL DEFAULT true
);
