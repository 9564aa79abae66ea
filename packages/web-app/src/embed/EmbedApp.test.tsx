// A start-up whose route cannot be resolved (the channel call throws) must end in a message the viewer can
// read. Before the fix the rejected promise went unhandled and the embed spun for ever.
import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { StartupParams } from '../session/query-params';

vi.mock('./session', () => ({
  startEmbedSession: vi.fn(async () => ({
    state: 'ready',
    apiBase: 'http://api.test/v2',
    token: 't',
    endpoints: {},
    network: { provider: null },
    user: null,
  })),
}));
vi.mock('./resolve', () => ({
  resolveEmbedView: vi.fn(async () => {
    throw new Error('Channel call failed');
  }),
  routeFromLoad: vi.fn(),
}));

const { EmbedApp } = await import('./EmbedApp');

describe('EmbedApp start-up', () => {
  it('shows a message, not an endless spinner, when resolving the route throws', async () => {
    render(
      <EmbedApp
        route={{ kind: 'channel', channelId: 1, ts: null } as never}
        params={{ ignoreParentalControl: false } as unknown as StartupParams}
        language="en"
      />,
    );
    const message = await screen.findByTestId('embed-message');
    expect(message.dataset.key).toBe('startup_failed');
    expect(message.textContent).toContain('Channel call failed');
  });
});
