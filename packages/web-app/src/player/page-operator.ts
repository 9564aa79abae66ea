/**
 * Why: the main site's player talks to the operator through one stack of wrappers — the entry's early answers
 * (early-answers.ts), the session's configuration (session-api.ts), the schedule held until the first frame and
 * shared with the page's query (guide-schedule.ts), the channel's head start (channel-head-start.ts). The page's
 * PlayerView builds it, and so does the player the entry starts before the page renders (early-player.ts): one
 * function, so both players ask the operator the same way.
 */
import { createHttpOperatorApi } from '@onair/player-sdk';
import type { QueryClient } from '@tanstack/react-query';
import type { Endpoints } from '../api/endpoints';
import { slugsOf } from '../channels/channel-queries';
import { scheduleQuery } from '../channels/useChannelData';
import { browserStore } from '../session/storage';
import { afterFirstFrame } from './after-first-frame';
import { type ChannelHeadStart, withChannelHeadStart } from './channel-head-start';
import { fetchWithEarlyAnswers } from './early-answers';
import { type GuideScheduleOptions, withGuideSchedule } from './guide-schedule';
import { type HeldConfiguration, withSessionConfiguration } from './session-api';

type GuideQuery = ReturnType<NonNullable<GuideScheduleOptions['guideQuery']>>;

export interface PageOperatorInput {
  apiBase: string;
  token: string | null;
  language: string;
  queryClient: QueryClient;
  /** Read when the player asks: a configuration arriving later never makes a new API. */
  configuration: HeldConfiguration;
  /** Read when the player asks its schedule: a live channel's waits for the first frame (guide-schedule.ts). */
  schedule: () => { liveChannel: boolean; endpoints: Endpoints | null };
}

export function createPageOperator(input: PageOperatorInput): ChannelHeadStart {
  const { apiBase, token, language, queryClient, configuration, schedule } = input;
  return withChannelHeadStart(
    withGuideSchedule(
      withSessionConfiguration(
        createHttpOperatorApi({
          baseUrl: apiBase,
          accessToken: token ?? undefined,
          language,
          // The calls the entry sent before the page rendered are answered from there (early-answers.ts).
          fetch: fetchWithEarlyAnswers((id) => slugsOf(browserStore(), id)),
        }),
        configuration,
      ),
      queryClient,
      {
        hold: (signal) => (schedule().liveChannel ? afterFirstFrame(undefined, signal) : null),
        guideQuery: (id, window) => scheduleQuery(schedule().endpoints, id, window) as GuideQuery,
      },
    ),
  );
}
