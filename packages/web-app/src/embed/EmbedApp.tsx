/**
 * The whole embed: start a guest session, decide what the route may show (decide.ts), and either play
 * it full-frame in the app's one player (EmbedViews' EmbedPlayer) — or show the lock / PIN / message
 * view. The partner page talks to it through the postMessage bridge, whose one target is the hub; the
 * bridge opens first and takes the provider's allow-lists once the session names the provider.
 */
import type { Player as PlayerInstance } from '@onair/player-sdk';
import { createEmbedBridge, type EmbedLoadTarget } from '@onair/player-sdk/embed';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { parentalApprovals } from '../parental/approval-store';
import type { StartupParams } from '../session/query-params';
import { allowListsFor, parseAllowConfig, skipsParentalControl, takesDeviceSerial } from './allow-lists';
import type { EmbedView } from './decide';
import { EmbedChannelLock, EmbedContentLock, EmbedMessage, EmbedPin, EmbedPlayer } from './EmbedViews';
import { createEmbedHub } from './embed-hub';
import { resolveEmbedView, routeFromLoad } from './resolve';
import type { EmbedRoute } from './route';
import { type EmbedSession, startEmbedSession } from './session';

interface Shown {
  route: EmbedRoute;
  view: EmbedView;
}

function viewProblem(view: EmbedView): { code: string; message: string } | null {
  switch (view.kind) {
    case 'play-channel':
    case 'play-content':
      return null;
    case 'pin':
      return { code: 'embed.parental_control', message: 'The PIN is needed before this plays' };
    case 'lock-channel':
    case 'lock-content':
      return { code: 'embed.not_purchased', message: 'A subscription is needed to watch this' };
    case 'message':
      return { code: `embed.${view.key}`, message: view.text ?? view.key };
  }
}

function providerId(session: EmbedSession): string | number | null {
  if (session.state !== 'ready') return null;
  const provider = session.network.provider as { id?: string | number | null } | null | undefined;
  return provider?.id ?? null;
}

/** The parental check a route's PIN is for (000 §6): a channel, or a film (vod). */
const pinActionOf = (route: EmbedRoute): 'channel' | 'vod' => (route.kind === 'channel' ? 'channel' : 'vod');

function currencyOf(session: EmbedSession): string | null {
  if (session.state !== 'ready') return null;
  const provider = session.network.provider as { currency?: { UTF_NAME?: string; ISO_CODE?: string } } | null;
  return provider?.currency?.UTF_NAME ?? provider?.currency?.ISO_CODE ?? null;
}

export function EmbedApp({
  route,
  params,
  language,
}: {
  route: EmbedRoute;
  params: StartupParams;
  language: string;
}) {
  const [session, setSession] = useState<EmbedSession | null>(null);
  const [shown, setShown] = useState<Shown | null>(null);
  // ignore_parental_control counts only in a listed partner's frame; known once the provider is (allow-lists.ts).
  const skipsPin = useRef(false);
  const loadRef = useRef<(target: EmbedLoadTarget) => Promise<void>>(async () => {
    throw new Error('The embed is still starting');
  });
  const hub = useMemo(
    () => createEmbedHub({ now: () => performance.now(), load: (target) => loadRef.current(target) }),
    [],
  );

  const show = useCallback(
    async (
      ready: Extract<EmbedSession, { state: 'ready' }>,
      next: EmbedRoute,
      pinJustEntered = false,
    ): Promise<EmbedView> => {
      // The PIN entered lately is the server's approval for the action, kept where the main site keeps it.
      const approvedUntil = parentalApprovals().until(ready.user?.id, pinActionOf(next));
      const view = await resolveEmbedView(ready.endpoints, next, {
        ignoreParentalControl: skipsPin.current,
        pinApproved: pinJustEntered || approvedUntil !== null,
      });
      const problem = viewProblem(view);
      if (problem) {
        hub.attach(null);
        hub.setIdleError(problem);
        hub.emit('error', problem);
      }
      setShown({ route: next, view });
      return view;
    },
    [hub],
  );

  useEffect(() => {
    let cancelled = false;
    // The bridge opens before the slow start-up (guest session, channel, rights) so a partner's hello is
    // answered at once: with the default lists first, the provider's own once the session names it. Until a
    // player is attached, commands get the hub's clear "still starting" refusal.
    const config = parseAllowConfig(window.ONAIR_CONFIG?.embedAllow, (m) =>
      console.warn(`[onair embed] ${m}`),
    );
    const bridge = createEmbedBridge({ target: hub, allow: allowListsFor(null, config) });
    // A device serial in the URL counts only when a listed partner frames the embed (allow-lists.ts).
    const startParams = takesDeviceSerial(bridge.parentOrigin, config)
      ? params
      : { ...params, deviceSerial: null };
    startEmbedSession(startParams, () => language)
      .then(async (started) => {
        if (cancelled) return;
        setSession(started);
        const provider = providerId(started);
        if (provider !== null) bridge.setAllow(allowListsFor(provider, config));
        skipsPin.current = skipsParentalControl(
          params.ignoreParentalControl,
          bridge.parentOrigin,
          allowListsFor(provider, config),
        );
        if (started.state !== 'ready') {
          hub.setIdleError({ code: `embed.${started.key}`, message: started.detail ?? started.key });
          return;
        }
        loadRef.current = async (target) => {
          const view = await show(started, routeFromLoad(target));
          const problem = viewProblem(view);
          if (problem) throw new Error(problem.message);
        };
        await show(started, route);
      })
      .catch((error: unknown) => {
        // A start-up that throws (a view that fails to resolve, a bug) still ends in a message, never silence.
        if (cancelled) return;
        const detail = error instanceof Error ? error.message : String(error);
        setSession({ state: 'stopped', key: 'startup_failed', detail });
        hub.setIdleError({ code: 'embed.startup_failed', message: detail });
      });
    return () => {
      cancelled = true;
      bridge.destroy();
      hub.destroy();
    };
  }, [hub, params, language, route, show]);

  const onReady = useCallback((player: PlayerInstance) => hub.attach(player), [hub]);

  if (!session || (session.state === 'ready' && !shown)) {
    return (
      <div className="embed-panel" role="status" aria-busy="true">
        <span className="embed-spinner" aria-hidden="true" />
      </div>
    );
  }
  if (session.state !== 'ready') return <EmbedMessage messageKey={session.key} text={session.detail} />;
  if (!shown) return null;
  const { view } = shown;
  switch (view.kind) {
    case 'message':
      return <EmbedMessage messageKey={view.key} text={view.text} />;
    case 'pin':
      return (
        <EmbedPin
          title={view.title}
          apiBase={session.apiBase}
          token={session.token}
          action={pinActionOf(shown.route)}
          userId={session.user?.id ?? null}
          onSuccess={() => void show(session, shown.route, true)}
        />
      );
    case 'lock-channel':
      return (
        <EmbedChannelLock
          channel={view.channel}
          archive={view.archive}
          endpoints={session.endpoints}
          currency={currencyOf(session)}
        />
      );
    case 'lock-content':
      return <EmbedContentLock content={view.content} />;
    case 'play-channel':
    case 'play-content':
      return (
        <EmbedPlayer
          key={JSON.stringify(shown.route)}
          session={session}
          view={view}
          language={language}
          onReady={onReady}
        />
      );
  }
}
