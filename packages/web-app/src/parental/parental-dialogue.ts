/**
 * Why (000 §3 User "parental_dialogue (icon, title, message, buttons with label, is_primary, action)"): the
 * operator words its invitation to set a parental PIN and says what each button does; the app shows it as it
 * comes. Read defensively: a dialogue without a title or a message, or without one usable button, is none (the
 * app's own invitation shows instead); an icon is taken only from https or data:image; an action the app does
 * not know closes.
 */
import { z } from 'zod';

export type DialogueAction = 'parental_set' | 'lk_parental' | 'close';

export interface DialogueButton {
  label: string;
  primary: boolean;
  action: DialogueAction;
}

export interface ParentalDialogue {
  icon: string | null;
  title: string;
  message: string;
  buttons: DialogueButton[];
}

const KNOWN: ReadonlySet<string> = new Set(['parental_set', 'lk_parental', 'close']);
const text = z.string().trim().min(1);
const shape = z.object({
  icon: z.string().nullish(),
  title: text,
  message: text,
  buttons: z.array(z.unknown()),
});
const buttonShape = z.object({
  label: text,
  is_primary: z.boolean().nullish(),
  action: z.string().nullish(),
});

export function parentalDialogueOf(user: unknown): ParentalDialogue | null {
  const parsed = shape.safeParse((user as { parental_dialogue?: unknown } | null)?.parental_dialogue);
  if (!parsed.success) return null;
  const buttons = parsed.data.buttons.flatMap((raw): DialogueButton[] => {
    const button = buttonShape.safeParse(raw);
    if (!button.success) return [];
    const action = button.data.action ?? '';
    return [
      {
        label: button.data.label,
        primary: button.data.is_primary === true,
        action: KNOWN.has(action) ? (action as DialogueAction) : 'close',
      },
    ];
  });
  if (buttons.length === 0) return null;
  const icon = parsed.data.icon ?? '';
  return {
    icon: /^https:\/\//i.test(icon) || /^data:image\//i.test(icon) ? icon : null,
    title: parsed.data.title,
    message: parsed.data.message,
    buttons,
  };
}
