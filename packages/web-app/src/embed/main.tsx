/**
 * The embed entry (embed.html): `/channel_embed/{channelId}?ts=` and `/content_embed/{slugOrId}`, a
 * full-frame player with no header, footer, menus or main-app routes (001 §2 Page modes).
 */
// First: takes ?access_token= out of the address bar before any other module runs.
import '../strip-url-token';
// Before any schema is built: no eval probe under the CSP (security/zod-jitless.ts).
import '../security/zod-jitless';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { initI18n } from '../i18n/i18n';
import { initialLanguage } from '../i18n/language';
import { pageStartupParams } from '../session/query-params';
import { browserStore, KEYS } from '../session/storage';
import { EmbedApp } from './EmbedApp';
import { EmbedMessage } from './EmbedViews';
import { parseEmbedRoute } from './route';
import './embed.css';

const root = document.getElementById('embed-root');
if (!root) throw new Error('embed.html has no #embed-root element');

const params = pageStartupParams('embed');
const language = initialLanguage(params.language, browserStore().get(KEYS.language));
const parsed = parseEmbedRoute(window.location.pathname, window.location.search);

void initI18n(language)
  .catch((error: unknown) => console.error('[onair embed] translations failed to load', error))
  .finally(() => {
    createRoot(root).render(
      <StrictMode>
        {parsed.ok ? (
          <EmbedApp route={parsed.route} params={params} language={language} />
        ) : (
          <EmbedMessage messageKey="not_found_page" text={parsed.reason} />
        )}
      </StrictMode>,
    );
  });
