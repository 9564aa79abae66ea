/**
 * Test double of Safari's `com.apple.fps` EME flow and of a FairPlay key server, faithful to the order and the
 * checks of the real ones (no Safari here): key-system access only for the FairPlay init data types, no SPC
 * before the application certificate is set, `generateRequest('skd', <skd:// URI>)` answered by a `message`
 * carrying the SPC, the SPC bound to the certificate and the asset, `update()` taking only the raw CKC made for
 * that SPC, then the key usable. The key server takes the SPC as the vendor's wire format says (form
 * `spc=<base64>&assetId=…`, or raw bytes) and answers the CKC wrapped as vendors do. Used by tests only.
 */

const encoder = new TextEncoder();
const decoder = new TextDecoder();

/** A DER-looking certificate (SEQUENCE tag first), as Apple issues them. */
export const FPS_CERTIFICATE = Uint8Array.from([0x30, 0x82, 0x01, 0x0a, 0x02, 0x01, 0x01, 0x55, 0x66]);

export const spcFor = (certificate: Uint8Array, assetId: string): Uint8Array =>
  encoder.encode(`SPC|${Array.from(certificate).join('.')}|${assetId}`);
/** A CKC is binary (a leading zero byte here), so no text reading of it can pass by accident. */
export const ckcFor = (spc: Uint8Array): Uint8Array =>
  Uint8Array.from([0, ...Array.from(spc, (b) => b ^ 0x5a)]);

export interface FakeFairPlayLog {
  accessAsked: { keySystem: string; initDataTypes: string[] }[];
  generateRequests: { initDataType: string; uri: string }[];
  updates: Uint8Array[];
  keyStatus: 'none' | 'usable';
}

export function fakeFairPlayCdm() {
  const log: FakeFairPlayLog = { accessAsked: [], generateRequests: [], updates: [], keyStatus: 'none' };
  async function requestMediaKeySystemAccess(keySystem: string, configs: MediaKeySystemConfiguration[]) {
    const initDataTypes = configs.flatMap((c) => c.initDataTypes ?? []);
    log.accessAsked.push({ keySystem, initDataTypes });
    if (keySystem !== 'com.apple.fps' || !initDataTypes.some((t) => t === 'skd' || t === 'sinf')) {
      throw new DOMException('Unsupported keySystem or supportedConfigurations.', 'NotSupportedError');
    }
    return { keySystem, createMediaKeys: async () => createMediaKeys() };
  }

  function createMediaKeys() {
    let certificate: Uint8Array | null = null;
    return {
      async setServerCertificate(cert: BufferSource) {
        const bytes = new Uint8Array(ArrayBuffer.isView(cert) ? cert.buffer.slice(0) : cert);
        if (bytes[0] !== 0x30) throw new TypeError('not a DER certificate');
        certificate = bytes;
        return true;
      },
      createSession() {
        const session = new EventTarget() as EventTarget & {
          generateRequest(type: string, initData: BufferSource): Promise<void>;
          update(response: BufferSource): Promise<void>;
        };
        let spc: Uint8Array | null = null;
        session.generateRequest = async (type, initData) => {
          const uri = decoder.decode(initData);
          log.generateRequests.push({ initDataType: type, uri });
          if (type !== 'skd' || !uri.startsWith('skd://'))
            throw new TypeError('FairPlay wants skd init data');
          if (!certificate) throw new DOMException('no server certificate', 'InvalidStateError');
          spc = spcFor(certificate, uri.slice('skd://'.length));
          const event = Object.assign(new Event('message'), {
            messageType: 'license-request',
            message: spc.buffer,
          });
          queueMicrotask(() => session.dispatchEvent(event));
        };
        session.update = async (response) => {
          const bytes = new Uint8Array(ArrayBuffer.isView(response) ? response.buffer.slice(0) : response);
          log.updates.push(bytes);
          const expected = spc ? ckcFor(spc) : null;
          if (!expected || bytes.length !== expected.length || bytes.some((b, i) => b !== expected[i])) {
            throw new TypeError('the CKC does not answer this SPC');
          }
          log.keyStatus = 'usable';
          session.dispatchEvent(new Event('keystatuseschange'));
        };
        return session;
      },
    };
  }
  return { requestMediaKeySystemAccess, log };
}

export type CkcWrapping = 'raw' | 'base64' | 'xml' | 'json';

/** A key server for one asset: the certificate (base64 text, as many vendors serve it) and the licence. */
export function fakeFairPlayServer(opts: { certificateUrl: string; licenceUrl: string; wrap: CkcWrapping }) {
  const requests: { url: string; contentType: string; assetId?: string; spc: Uint8Array }[] = [];
  const b64 = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes));
  const fetch = async (input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> => {
    const url = String(input);
    if (url.startsWith(opts.certificateUrl)) return new Response(b64(FPS_CERTIFICATE));
    if (!url.startsWith(opts.licenceUrl) || init.method !== 'POST')
      return new Response('no', { status: 404 });
    const contentType = new Headers(init.headers).get('Content-Type') ?? '';
    const body = new Uint8Array(await new Response(init.body as BodyInit).arrayBuffer());
    let spc = body;
    let assetId: string | undefined;
    if (contentType.startsWith('application/x-www-form-urlencoded')) {
      const form = new URLSearchParams(decoder.decode(body));
      spc = Uint8Array.from(atob(form.get('spc') ?? ''), (c) => c.charCodeAt(0));
      assetId = form.get('assetId') ?? undefined;
    }
    requests.push({ url, contentType, spc, ...(assetId ? { assetId } : {}) });
    const ckc = ckcFor(spc);
    const answers: Record<CkcWrapping, BodyInit> = {
      raw: ckc.slice().buffer,
      base64: b64(ckc),
      xml: `<ckc>${b64(ckc)}</ckc>`,
      json: JSON.stringify({ ckc: b64(ckc) }),
    };
    return new Response(answers[opts.wrap]);
  };
  return { fetch: fetch as typeof globalThis.fetch, requests };
}
