/**
 * A channel tile's zoom preview (001 §4 "modes are preview and full"): the app's player in its preview
 * variant, muted and without controls, on an operator API that asks the channel stream with the preview
 * flag (001 §7 Channel stream "preview flag"). The player's code arrives as its own chunk, as on the
 * channel page; until it has, the tile keeps its picture.
 */
import { createHttpOperatorApi, type OperatorApi } from '@onair/player-sdk';
import { useEffect, useMemo, useState } from 'react';
import { type AppPlayerModule, loadAppPlayer, loadedAppPlayer } from '../player/load-app-player';
import { useSession } from '../session/context';

export function previewApi(api: OperatorApi): OperatorApi {
  return { ...api, channelStream: (id, options) => api.channelStream(id, { ...options, preview: true }) };
}

export default function ChannelPreview({ channelId, name }: { channelId: number; name: string }) {
  const { apiBase, token, language } = useSession();
  const [module, setModule] = useState<AppPlayerModule | null>(() => loadedAppPlayer());
  useEffect(() => {
    if (module) return;
    let live = true;
    loadAppPlayer().then(
      (m) => live && setModule(() => m),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [module]);
  const api = useMemo(
    () =>
      apiBase
        ? previewApi(createHttpOperatorApi({ baseUrl: apiBase, accessToken: token ?? undefined, language }))
        : null,
    [apiBase, token, language],
  );
  if (!module || !api) return null;
  const AppPlayer = module.default;
  // A picture inside a link: hidden from assistive technology, which has the tile's own name.
  return (
    <div className="tile__preview" aria-hidden="true">
      <AppPlayer
        target={{ kind: 'channel', channelId }}
        api={api}
        language={language}
        variant="preview"
        aria-label={name}
      />
    </div>
  );
}
