import { LoadScriptError, loadScript } from './load-script';

function freshDocument(): Document {
  return document.implementation.createHTMLDocument('t');
}

const scripts = (doc: Document) => [...doc.querySelectorAll('script')];

describe('loadScript', () => {
  it('resolves on load and shares one element between concurrent callers', async () => {
    const doc = freshDocument();
    const a = loadScript('https://sdk.test/a.js', { document: doc });
    const b = loadScript('https://sdk.test/a.js', { document: doc });
    expect(scripts(doc)).toHaveLength(1);
    scripts(doc)[0]?.dispatchEvent(new Event('load'));
    await expect(Promise.all([a, b])).resolves.toEqual([undefined, undefined]);
    await loadScript('https://sdk.test/a.js', { document: doc });
    expect(scripts(doc)).toHaveLength(1);
  });

  it('rejects on error, removes the element and allows a retry', async () => {
    const doc = freshDocument();
    const first = loadScript('https://sdk.test/b.js', { document: doc });
    scripts(doc)[0]?.dispatchEvent(new Event('error'));
    await expect(first).rejects.toMatchObject({ name: 'LoadScriptError', kind: 'error' });
    expect(scripts(doc)).toHaveLength(0);
    const retry = loadScript('https://sdk.test/b.js', { document: doc });
    expect(scripts(doc)).toHaveLength(1);
    scripts(doc)[0]?.dispatchEvent(new Event('load'));
    await expect(retry).resolves.toBeUndefined();
  });

  it('rejects after the timeout', async () => {
    vi.useFakeTimers();
    try {
      const doc = freshDocument();
      const pending = loadScript('https://sdk.test/c.js', { document: doc, timeoutMs: 5000 });
      const settled = expect(pending).rejects.toBeInstanceOf(LoadScriptError);
      await vi.advanceTimersByTimeAsync(5000);
      await settled;
      await expect(pending).rejects.toMatchObject({ kind: 'timeout' });
      expect(scripts(doc)).toHaveLength(0);
    } finally {
      vi.useRealTimers();
    }
  });

  it('lets one caller give up without cancelling the shared load', async () => {
    const doc = freshDocument();
    const controller = new AbortController();
    const impatient = loadScript('https://sdk.test/d.js', { document: doc, signal: controller.signal });
    const patient = loadScript('https://sdk.test/d.js', { document: doc });
    controller.abort();
    await expect(impatient).rejects.toMatchObject({ kind: 'aborted' });
    scripts(doc)[0]?.dispatchEvent(new Event('load'));
    await expect(patient).resolves.toBeUndefined();
  });
});
