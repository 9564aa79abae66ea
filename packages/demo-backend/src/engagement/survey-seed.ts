// Survey 1 (000 §3 Survey, §7 Surveys) and the A/B tests (ab_tests/tests) of the demo operator.

export const SURVEY_SEED = {
  id: 1,
  allowUserAnswer: true,
  en: {
    question: 'How do you like OnAir?',
    description: 'Choose what fits, or tell us in your own words.',
    answers: ['Picture quality', 'Choice of channels', 'The archive', 'Price'],
  },
  ru: {
    question: 'Как вам OnAir?',
    description: 'Выберите подходящее или напишите своими словами.',
    answers: ['Качество картинки', 'Выбор каналов', 'Архив', 'Цена'],
  },
} as const;

export const AB_TEST_SEEDS = [
  { id: 1, name: 'start_page_rows', variants: ['control', 'promo_first'] },
  { id: 2, name: 'trial_banner', variants: ['control', 'short_text', 'long_text'] },
] as const;
