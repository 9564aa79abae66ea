// The start-up answers of 000 §7 (network, platform configuration and resources) and the favourites,
// as zod schemas for their route contracts and so the OpenAPI document (issue 24).
import { z } from 'zod';
import { brandSchema } from '../engagement/brands';

const language = z.object({
  key: z.string(),
  lang: z.string(),
  name: z.string(),
  interface: z.boolean(),
  priority: z.number().int(),
});

export const networkAnswer = z.object({
  id: z.number().int(),
  provider: z.object({
    id: z.number().int(),
    name: z.string(),
    landing: z.object({
      shortname: z.string(),
      logo: z.string(),
      support: z.object({
        email: z.string(),
        phone: z.string(),
        url: z.string(),
        /** 001 §2 Footer's WhatsApp and Telegram links (the demo's names: the spec names no fields). */
        whatsapp: z.string().optional(),
        telegram: z.string().optional(),
      }),
      /** 000 §3: the operator's own registration form and its button's words (the regional demo sends them). */
      regform_btn_url: z.string().optional(),
      regform_btn_caption: z.string().optional(),
    }),
    currency: z.object({ ISO_CODE: z.string(), UTF_NAME: z.string(), ASCII_NAME: z.string() }),
    is_have_purchases: z.boolean(),
    /** 000 §4 offers mode: purchases go through purchases_offer (the demo's name; the spec names none). */
    is_offers_mode: z.boolean(),
    auto_auth: z.boolean(),
    /** 000 §5: digits of a number not starting with 7, for a provider that takes local numbers. */
    phone_local_length: z.number().int().nullable(),
    /** 000 §2, §6: this partner hides the refill button (the demo's name; the spec names no field). */
    hide_refill: z.boolean().optional(),
    /** 000 §2, §6: this partner hides log out (the demo's name; the spec names neither the partners nor a field). */
    hide_logout: z.boolean().optional(),
    /** Partner rules (docs/decisions.md): the logo's target, extra menu links, outside sign-in, app redirect. */
    logo_link: z.string().optional(),
    menu_links: z.array(z.object({ title: z.string(), url: z.string() })).optional(),
    auth_url: z.string().optional(),
    app_redirect_screens: z.number().int().optional(),
    /** 000 §7 Regional variants: this provider's middleware answers the mw/* routes (the demo's name). */
    regional_middleware: z.boolean().optional(),
  }),
  remote: z.string(),
  country: z.string(),
  is_guest_allowed: z.boolean(),
  auto_auth: z.boolean(),
  promo_days: z.number().int(),
  default: z.boolean(),
  agreement: z.string(),
  privacy: z.string(),
  languages: z.object({
    available: z.array(language),
    audio: z.array(language),
    subtitle: z.array(language),
  }),
  /** 000 §2: the provider's own account page, which replaces the account menu (?provider=4). */
  lk_link: z.object({ label: z.string(), url: z.string() }).nullable(),
  phone_otp_length: z.number().int(),
});

export const networkQuery = z.looseObject({ provider: z.string().optional() });

export const configurationAnswer = z.object({
  catchup_blackout_safe_area: z.number(),
  catchup_blackout_mattress_url: z.string(),
  catchup_blackout_mattress_screenshot_url: z.string(),
  min_search_chars: z.number().int(),
  bouncing_interval: z.number(),
  /** 000 §3 Parental duration config: the "remember the PIN" choices, named in the request's language. */
  parental_durations: z.array(z.object({ duration: z.number().int().nonnegative(), name: z.string() })),
});

/** 000 §7: the resources follow the provider, as the network does. */
export const resourcesQuery = z.object({ provider: z.string().optional() });

export const resourcesAnswer = z.object({
  logo: z.string(),
  colors: z.object({ primary: z.string(), background: z.string(), text: z.string() }),
  /** A provider's own look (issue 20 white-label); absent for the default operator. */
  brand: brandSchema.optional(),
  locales: z.array(z.string()),
  cache_timeout: z.number(),
});

export const favoriteAnswer = z.object({
  id: z.number().int(),
  object_id: z.number().int(),
  channel_id: z.number().int().nullable(),
  program_id: z.number().int().nullable(),
  person_id: z.number().int().nullable(),
  content_id: z.number().int().nullable(),
});
