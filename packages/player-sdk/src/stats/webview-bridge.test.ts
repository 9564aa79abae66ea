import { detectWebViewBridge } from './webview-bridge';

describe('web-view bridge', () => {
  it('is absent outside the app and on half-present bridges', () => {
    expect(detectWebViewBridge({})).toBeNull();
    expect(detectWebViewBridge(undefined)).toBeNull();
    expect(detectWebViewBridge({ AndroidBridge: {} })).toBeNull();
    expect(detectWebViewBridge({ webkit: { messageHandlers: {} } })).toBeNull();
    const hostile = Object.defineProperty({}, 'AndroidBridge', {
      get() {
        throw new Error('denied');
      },
    });
    expect(detectWebViewBridge(hostile)).toBeNull();
  });

  it('reports state changes through Android logEvent with its receiver', () => {
    const sent: string[] = [];
    const AndroidBridge = {
      sent,
      logEvent(this: { sent: string[] }, json: string) {
        this.sent.push(json);
      },
    };
    const bridge = detectWebViewBridge({ AndroidBridge });
    bridge?.report('playing');
    bridge?.report('playing');
    bridge?.report('paused');
    expect(sent.map((json) => JSON.parse(json))).toEqual([
      { event: 'player_state', state: 'playing' },
      { event: 'player_state', state: 'paused' },
    ]);
  });

  it('reports through the iOS message handler and survives a throwing native side', () => {
    const posted: string[] = [];
    const bridge = detectWebViewBridge({
      webkit: { messageHandlers: { logEvent: { postMessage: (json: string) => posted.push(json) } } },
    });
    bridge?.report('paused');
    expect(posted).toEqual(['{"event":"player_state","state":"paused"}']);
    const broken = detectWebViewBridge({
      AndroidBridge: {
        logEvent() {
          throw new Error('native crash');
        },
      },
    });
    expect(() => broken?.report('playing')).not.toThrow();
  });
});
