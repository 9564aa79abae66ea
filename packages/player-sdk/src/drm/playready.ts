/**
 * Why: the PlayReady CDM does not hand over the licence request body. Its message is a UTF-16LE
 * `<PlayReadyKeyMessage>` that wraps the real SOAP challenge (base64 in `<Challenge>`) and the HTTP headers the
 * licence server needs (`Content-Type: text/xml`, `SOAPAction`) in `<HttpHeaders>`. Posting the wrapper as is
 * fails on every PlayReady server, so it is unwrapped here. Some CDMs (Chromium-based Edge) already emit the
 * bare SOAP envelope; that is sent as it is with the standard headers.
 */
import { base64ToBytes, decodeText, toArrayBuffer } from './bytes';

export const PLAYREADY_SOAP_ACTION = '"http://schemas.microsoft.com/DRM/2007/03/protocols/AcquireLicense"';

export interface PlayReadyChallenge {
  body: ArrayBuffer;
  headers: Record<string, string>;
}

const DEFAULT_HEADERS = { 'Content-Type': 'text/xml; charset=utf-8', SOAPAction: PLAYREADY_SOAP_ACTION };

function xmlText(value: string): string {
  return value
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')
    .trim();
}

export function parsePlayReadyChallenge(message: ArrayBuffer): PlayReadyChallenge {
  const xml = decodeText(message);
  if (!/<PlayReadyKeyMessage[\s>]/.test(xml)) {
    return { body: toArrayBuffer(new TextEncoder().encode(xml)), headers: { ...DEFAULT_HEADERS } };
  }
  const challenge = /<Challenge\b[^>]*>([\s\S]*?)<\/Challenge>/.exec(xml)?.[1];
  if (challenge === undefined) {
    throw new SyntaxError('PlayReady key message has no <Challenge> element');
  }
  const headers: Record<string, string> = {};
  for (const match of xml.matchAll(/<HttpHeader>\s*<name>([\s\S]*?)<\/name>\s*<value>([\s\S]*?)<\/value>/g)) {
    const name = xmlText(match[1] ?? '');
    if (name) headers[name] = xmlText(match[2] ?? '');
  }
  const hasContentType = Object.keys(headers).some((name) => name.toLowerCase() === 'content-type');
  if (!hasContentType) headers['Content-Type'] = DEFAULT_HEADERS['Content-Type'];
  if (!Object.keys(headers).some((name) => name.toLowerCase() === 'soapaction')) {
    headers.SOAPAction = PLAYREADY_SOAP_ACTION;
  }
  return { body: toArrayBuffer(base64ToBytes(xmlText(challenge))), headers };
}
