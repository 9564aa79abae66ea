// Why (000 §3 User "parental_dialogue (icon, title, message, buttons with label, is_primary, action)"): the
// operator words its own invitation to set a parental PIN, and says what each button does; the app only shows it.
// The demo sends it to a signed-in viewer who has no PIN yet (parental_status notset), in the request's
// language. Its actions are the demo's names (the spec lists none): `parental_set` opens the PIN set-up,
// `lk_parental` the parental settings, `close` closes.
import { z } from 'zod';
import type { Lang } from '../http/language';

export const parentalDialogueAnswer = z.object({
  icon: z.string(),
  title: z.string(),
  message: z.string(),
  buttons: z.array(
    z.object({
      label: z.string(),
      is_primary: z.boolean(),
      action: z.enum(['parental_set', 'lk_parental', 'close']),
    }),
  ),
});
export type ParentalDialogue = z.infer<typeof parentalDialogueAnswer>;

const WORDS: Record<Lang, { title: string; message: string; set: string; settings: string; later: string }> =
  {
    en: {
      title: 'Protect adult content',
      message:
        'Set a 4-digit parental PIN: adult channels and films, payments and profile changes can then ask for it.',
      set: 'Set a PIN',
      settings: 'Parental settings',
      later: 'Not now',
    },
    ru: {
      title: 'Защитите контент для взрослых',
      message:
        'Задайте родительский PIN-код из 4 цифр: его смогут спрашивать взрослые каналы и фильмы, оплата и смена профиля.',
      set: 'Задать PIN-код',
      settings: 'Родительский контроль',
      later: 'Не сейчас',
    },
    uz: {
      title: 'Kattalar uchun kontentni himoya qiling',
      message:
        '4 raqamli ota-ona PIN kodini oʻrnating: kattalar kanallari va filmlari, toʻlovlar va profil almashtirish uni soʻrashi mumkin.',
      set: 'PIN kod oʻrnatish',
      settings: 'Ota-ona nazorati',
      later: 'Hozir emas',
    },
    kk: {
      title: 'Ересектерге арналған контентті қорғаңыз',
      message:
        '4 саннан тұратын ата-ана PIN кодын орнатыңыз: ересектер арналары мен фильмдері, төлемдер және профильді ауыстыру оны сұрай алады.',
      set: 'PIN код орнату',
      settings: 'Ата-ана бақылауы',
      later: 'Қазір емес',
    },
  };

/** A padlock, as a data URL: the icon travels with the answer (the app's CSP takes data: images). */
const LOCK_ICON = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 48 48"><rect x="10" y="21" width="28" height="21" rx="4" fill="#e5484d"/><path d="M16 21v-6a8 8 0 0 1 16 0v6" fill="none" stroke="#e5484d" stroke-width="4"/><circle cx="24" cy="31" r="3" fill="#fff"/></svg>',
)}`;

/** The invitation for a viewer without a PIN; null for a guest or a viewer who has one. */
export function parentalDialogueFor(
  user: { is_guest: boolean; parental_status: 'set' | 'notset' },
  lang: Lang,
): ParentalDialogue | null {
  if (user.is_guest || user.parental_status === 'set') return null;
  const words = WORDS[lang];
  return {
    icon: LOCK_ICON,
    title: words.title,
    message: words.message,
    buttons: [
      { label: words.set, is_primary: true, action: 'parental_set' },
      { label: words.settings, is_primary: false, action: 'lk_parental' },
      { label: words.later, is_primary: false, action: 'close' },
    ],
  };
}
