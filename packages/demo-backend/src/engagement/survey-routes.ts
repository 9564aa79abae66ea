// GET /v2/surveys/{id}/questions and POST /v2/surveys/{id}/answers (000 §7 Surveys: survey id 1,
// answer_ids and user_text). 000 §5: at least one answer or non-blank free text; free text only when
// the survey allows it. Answering needs a session (a guest counts), so answers are per viewer.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { ApiContext } from '../context';
import { badRequest, notFound } from '../http/errors';
import { languageOf } from '../http/language';
import { parseOrThrow } from '../http/validate';
import { requireUser } from '../session/auth';
import { surveyAnswerBody, surveyResponseSchema, surveySchema } from './engagement-answers';

const surveyParams = z.object({ id: z.string().regex(/^\d{1,9}$/, 'a survey id') });
const tokenQuery = z.object({ access_token: z.string().optional() });

interface SurveyRow {
  id: number;
  allow_user_answer: boolean;
  question: string;
  description: string;
}

export function registerSurveyRoutes(app: FastifyInstance, ctx: ApiContext): void {
  const spec = '000 §7 Surveys';

  async function survey(request: FastifyRequest) {
    const { id } = parseOrThrow(surveyParams, request.params, 'path');
    const lang = languageOf(request);
    const [row] = await ctx.db.query<SurveyRow>(
      `SELECT s.id, s.allow_user_answer, t.question, t.description
         FROM surveys s JOIN survey_texts t ON t.survey_id = s.id AND t.language = $2 WHERE s.id = $1`,
      [Number(id), lang],
    );
    if (!row) throw notFound(`Survey ${id} not found`);
    const answers = await ctx.db.query<{ id: number; text: string }>(
      'SELECT id, text FROM survey_options WHERE survey_id = $1 AND language = $2 ORDER BY position',
      [row.id, lang],
    );
    return { ...row, answers };
  }

  app.get(
    '/v2/surveys/:id/questions',
    {
      config: {
        contract: {
          spec,
          tag: 'engagement',
          summary: 'A survey: question, description, allow_user_answer and the answers to choose from',
          auth: 'session',
          params: surveyParams,
          query: tokenQuery,
          response: { 200: surveySchema },
        },
      },
    },
    async (request) => {
      await requireUser(request, ctx.sessions);
      const s = await survey(request);
      return {
        id: s.id,
        question: s.question,
        description: s.description,
        allow_user_answer: s.allow_user_answer,
        answers: s.answers,
      };
    },
  );

  app.post(
    '/v2/surveys/:id/answers',
    {
      config: {
        contract: {
          spec,
          tag: 'engagement',
          summary: 'Send a viewer’s answers (answer_ids and, when allowed, user_text)',
          auth: 'session',
          params: surveyParams,
          query: tokenQuery,
          body: surveyAnswerBody,
          response: { 201: surveyResponseSchema },
        },
      },
    },
    async (request, reply) => {
      const user = await requireUser(request, ctx.sessions);
      const s = await survey(request);
      const body = parseOrThrow(surveyAnswerBody, request.body, 'body');
      const text = body.user_text?.trim() || null;
      const ids = [...new Set(body.answer_ids)];
      if (text !== null && !s.allow_user_answer) {
        throw badRequest('user_text', 'This survey takes no free text');
      }
      if (ids.length === 0 && text === null) {
        throw badRequest(
          'answer_ids',
          'Choose at least one answer or write your own (error_none_field_is_selected)',
        );
      }
      const known = new Set(s.answers.map((a) => a.id));
      const unknown = ids.find((id) => !known.has(id));
      if (unknown !== undefined) throw badRequest('answer_ids', `Survey ${s.id} has no answer ${unknown}`);
      const [saved] = await ctx.db.query<{ id: string | number }>(
        `INSERT INTO survey_responses (survey_id, user_id, answer_ids, user_text, created_at)
         VALUES ($1, $2, $3, $4, $5) RETURNING id`,
        [s.id, user.id, ids, text, ctx.now()],
      );
      reply.code(201);
      return { id: Number(saved?.id), survey_id: s.id, answer_ids: ids, user_text: text };
    },
  );
}
