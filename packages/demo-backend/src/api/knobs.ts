// Query knobs that tests put on stream endpoints to ask for a failure on purpose (README "Knobs").
import { z } from 'zod';

export const AD_TAGS = [
  'inline',
  'inline3',
  'wrapper',
  'pod',
  'buffet',
  'slow',
  'empty',
  'broken',
  'media404',
  'v1',
] as const;
export type AdTag = (typeof AD_TAGS)[number];

const adsKnob = z
  .string()
  .regex(/^[a-z0-9,]{1,80}$/, 'a comma list of ad tags')
  .transform((value, ctx): AdTag[] | 'none' => {
    if (value === 'none') return 'none';
    const tags = value.split(',');
    const unknown = tags.find((tag) => !(AD_TAGS as readonly string[]).includes(tag));
    if (unknown !== undefined || tags.length > 5) {
      ctx.addIssue({ code: 'custom', message: `use none or up to 5 of ${AD_TAGS.join(', ')}` });
      return z.NEVER;
    }
    return tags as AdTag[];
  });

export const streamKnobs = z.object({
  access_token: z.string().optional(),
  fault: z
    .string()
    .regex(/^[A-Za-z0-9_.-]{1,64}$/, 'letters, digits, dot, dash or underscore')
    .optional(),
  drm_fail: z.enum(['403', '500']).optional(),
  ads: adsKnob.optional(),
});
export type StreamKnobs = z.output<typeof streamKnobs>;
