-- The regional sign-in variant (000 §2 Login modal: city and address pickers; 000 §7 mw/*): the city and
-- subscriber address a viewer of the regional demo provider chose.
CREATE TABLE user_regions (
  user_id     bigint PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  provider_id integer NOT NULL,
  city_id     integer NOT NULL,
  address_id  integer,
  updated_at  bigint NOT NULL
);
