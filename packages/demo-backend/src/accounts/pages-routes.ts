// Start-up pages of 000 §7: the welcome screen's documents (GET /v2/pages/welcome, some with a
// checkbox that starts at default_value, 000 §2 Welcome screen) and the sign-in methods
// (GET /v2/pages/auth: two or more open /auth_methods, one opens the login modal directly).
// Texts follow Accept-Language (English by default, Russian on request).
import type { FastifyInstance } from 'fastify';
import type { ApiContext } from '../context';
import { languageOf } from '../http/language';
import { absoluteUrl, originOf } from '../http/origin';
import { signInMethodsAnswer, welcomeAnswer } from './account-answers';

const WELCOME = {
  en: [
    {
      title: 'TV and films on every screen',
      text: 'Live channels with a 7-day archive, films and series. Sign in to keep favourites and history on all your devices.',
    },
    { title: 'User agreement', text: 'I accept the user agreement', link: '/static/agreement.html' },
    { title: 'News and offers', text: 'Tell me about new channels and offers' },
  ],
  ru: [
    {
      title: 'ТВ и фильмы на любом экране',
      text: 'Телеканалы с архивом за 7 дней, фильмы и сериалы. Войдите, чтобы избранное и история были на всех ваших устройствах.',
    },
    {
      title: 'Пользовательское соглашение',
      text: 'Я принимаю пользовательское соглашение',
      link: '/static/agreement.html',
    },
    { title: 'Новости и предложения', text: 'Сообщайте мне о новых каналах и предложениях' },
  ],
} as const;

const METHODS = {
  en: { phone: 'By phone number', login: 'With login and password' },
  ru: { phone: 'По номеру телефона', login: 'По логину и паролю' },
} as const;

export function registerPagesRoutes(app: FastifyInstance, ctx: ApiContext): void {
  app.get(
    '/v2/pages/welcome',
    {
      config: {
        contract: {
          spec: '000 §2 Welcome screen',
          tag: 'pages',
          summary: 'The welcome screen’s texts and checkboxes (in the request’s language)',
          auth: 'none',
          response: { 200: welcomeAnswer },
        },
      },
    },
    async (request) => {
      const origin = originOf(request, ctx.publicOrigin);
      const [intro, agreement, news] = WELCOME[languageOf(request)];
      return {
        docs: [
          { id: 1, type: 'intro', title: intro.title, text: intro.text, url: null, checkbox: false },
          {
            id: 2,
            type: 'agreement',
            title: agreement.title,
            text: agreement.text,
            url: absoluteUrl(origin, agreement.link),
            checkbox: true,
            default_value: true,
          },
          {
            id: 3,
            type: 'news',
            title: news.title,
            text: news.text,
            url: null,
            checkbox: true,
            default_value: false,
          },
        ],
      };
    },
  );

  app.get(
    '/v2/pages/auth',
    {
      config: {
        contract: {
          spec: '000 §2 Login modal',
          tag: 'pages',
          summary: 'The sign-in methods offered',
          auth: 'none',
          response: { 200: signInMethodsAnswer },
        },
      },
    },
    async (request) => {
      const titles = METHODS[languageOf(request)];
      return {
        methods: [
          { type: 'phone', title: titles.phone },
          { type: 'login', title: titles.login },
        ],
      };
    },
  );
}
