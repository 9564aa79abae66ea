// Puts the engagement data in SQL once; a restart never resets what an operator changed there
// (ON CONFLICT DO NOTHING on every row).
import type { Database } from '../db/database';
import { NEWS_SEEDS } from './news-seed';
import { DEVICE_LIMIT, INFO_PAGE_SEEDS, INSTRUCTION_SEEDS } from './pages-seed';
import { AB_TEST_SEEDS, SURVEY_SEED } from './survey-seed';

const LANGUAGES = ['en', 'ru'] as const;
const SEEDED_AT = Date.parse('2026-11-01T00:00:00Z');

export async function seedEngagement(db: Database): Promise<void> {
  for (const n of NEWS_SEEDS) {
    await db.query('INSERT INTO news (id, published_at) VALUES ($1, $2) ON CONFLICT DO NOTHING', [
      n.id,
      Date.parse(n.published),
    ]);
    for (const lng of LANGUAGES) {
      const t = n[lng];
      await db.query(
        `INSERT INTO news_texts (news_id, language, title, summary, body) VALUES ($1, $2, $3, $4, $5)
         ON CONFLICT DO NOTHING`,
        [n.id, lng, t.title, t.summary, t.body],
      );
    }
  }
  for (const page of INFO_PAGE_SEEDS) {
    for (const lng of LANGUAGES) {
      await db.query(
        `INSERT INTO info_pages (slug, language, title, sections, updated_at) VALUES ($1, $2, $3, $4, $5)
         ON CONFLICT DO NOTHING`,
        [page.slug, lng, page[lng].title, JSON.stringify(page[lng].sections), SEEDED_AT],
      );
    }
  }
  for (const [position, device] of INSTRUCTION_SEEDS.entries()) {
    for (const lng of LANGUAGES) {
      await db.query(
        `INSERT INTO instruction_devices (slug, language, position, name, steps, help_url)
         VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT DO NOTHING`,
        [device.slug, lng, position, device[lng].name, JSON.stringify(device[lng].steps), device.helpUrl],
      );
    }
  }
  for (const [key, value] of [['device_limit', DEVICE_LIMIT]] as const) {
    await db.query('INSERT INTO engagement_settings (key, value) VALUES ($1, $2) ON CONFLICT DO NOTHING', [
      key,
      JSON.stringify(value),
    ]);
  }
  await seedSurvey(db);
  for (const test of AB_TEST_SEEDS) {
    await db.query('INSERT INTO ab_tests (id, name, variants) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING', [
      test.id,
      test.name,
      [...test.variants],
    ]);
  }
}

async function seedSurvey(db: Database): Promise<void> {
  const s = SURVEY_SEED;
  await db.query('INSERT INTO surveys (id, allow_user_answer) VALUES ($1, $2) ON CONFLICT DO NOTHING', [
    s.id,
    s.allowUserAnswer,
  ]);
  for (const lng of LANGUAGES) {
    await db.query(
      `INSERT INTO survey_texts (survey_id, language, question, description) VALUES ($1, $2, $3, $4)
       ON CONFLICT DO NOTHING`,
      [s.id, lng, s[lng].question, s[lng].description],
    );
    for (const [position, text] of s[lng].answers.entries()) {
      await db.query(
        `INSERT INTO survey_options (survey_id, id, language, position, text) VALUES ($1, $2, $3, $4, $5)
         ON CONFLICT DO NOTHING`,
        [s.id, position + 1, lng, position, text],
      );
    }
  }
}
