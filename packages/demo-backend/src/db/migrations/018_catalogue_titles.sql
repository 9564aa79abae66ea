-- Titles of pages and rows in the languages beyond English and Russian (001 §9: uz-uz, kk-kz), as
-- {"uz": "…", "kk": "…"}; a language missing from it answers the English title (catalogue/languages.ts).
ALTER TABLE catalogue_pages ADD COLUMN titles jsonb NOT NULL DEFAULT '{}'::jsonb;
ALTER TABLE catalogue_rows ADD COLUMN titles jsonb NOT NULL DEFAULT '{}'::jsonb;
