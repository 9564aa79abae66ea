-- Promo keys and who activated them (000 §3 Promo data; §4 Promo code; §5 promo rules; §7 Promo).
-- Money is in minor units, times are unix milliseconds. The demo operator's codes are seeded here: they
-- are fixed data of the demo, not something a viewer changes (documented in src/promo/README.md).

CREATE TABLE promo_keys (
  id               integer PRIMARY KEY,
  -- Stored upper case; the viewer's input is upper-cased before lookup (codes are read aloud and typed).
  key              text NOT NULL UNIQUE CHECK (key = upper(key) AND length(key) BETWEEN 1 AND 15),
  -- Free days the code opens on each of its packets.
  days             integer NOT NULL CHECK (days > 0),
  packet_ids       integer[] NOT NULL,
  -- A paid code needs a linked card: the card is charged `amount` (refunded when needed_refund).
  is_paid          boolean NOT NULL DEFAULT false,
  amount           bigint NOT NULL DEFAULT 100 CHECK (amount >= 0),
  needed_refund    boolean NOT NULL DEFAULT false,
  is_need_confirm  boolean NOT NULL DEFAULT false,
  -- The words the viewer reads, per interface language: {"en": {description, confirmation_title,
  -- confirmation_text}, "ru": {…}}; the answer picks one by Accept-Language.
  texts            jsonb NOT NULL,
  -- After this moment the code is refused (400 with the date); NULL never expires.
  expires_at       bigint
);

CREATE TABLE promo_activations (
  id            bigserial PRIMARY KEY,
  promo_key_id  integer NOT NULL REFERENCES promo_keys (id),
  user_id       bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  activated_at  bigint NOT NULL,
  end_at        bigint NOT NULL,
  -- A viewer activates a code once: a double click or a retry cannot add the days twice.
  UNIQUE (promo_key_id, user_id)
);

INSERT INTO promo_keys (id, key, days, packet_ids, is_paid, amount, needed_refund, is_need_confirm, texts,
  expires_at) VALUES
  (1, 'FREE30', 30, '{101}', false, 100, false, false,
   '{"en": {"description": "Cinema+ for 30 days, free"},
     "ru": {"description": "Cinema+ на 30 дней бесплатно"}}', NULL),
  (2, 'CARD14', 14, '{103}', true, 100, true, false,
   '{"en": {"description": "Max for 14 days with a linked bank card: 1.00 is charged and returned"},
     "ru": {"description": "Max на 14 дней с привязанной картой: спишем и вернём 1.00"}}', NULL),
  (3, 'CONFIRM7', 7, '{103}', false, 100, false, true,
   '{"en": {"description": "Max for 7 days, free", "confirmation_title": "Activate Max for 7 days?",
            "confirmation_text": "Max opens every channel and film of Base and Cinema+ for 7 days. It does not renew by itself."},
     "ru": {"description": "Max на 7 дней бесплатно", "confirmation_title": "Подключить Max на 7 дней?",
            "confirmation_text": "Max открывает все каналы и фильмы Base и Cinema+ на 7 дней. Сам он не продлевается."}}',
   NULL),
  -- 1 January 2025 00:00 UTC: long past for every clock the demo and its tests run on.
  (4, 'SUMMER2024', 30, '{101}', false, 100, false, false,
   '{"en": {"description": "Cinema+ for the summer of 2024"},
     "ru": {"description": "Cinema+ на лето 2024 года"}}', 1735689600000);
