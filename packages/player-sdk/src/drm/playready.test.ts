import { bytesToBase64 } from './bytes';
import { PLAYREADY_SOAP_ACTION, parsePlayReadyChallenge } from './playready';

const SOAP =
  '<?xml version="1.0" encoding="utf-8"?><soap:Envelope xmlns:soap="http://schemas.xmlsoap.org/soap/envelope/">' +
  '<soap:Body><AcquireLicense xmlns="http://schemas.microsoft.com/DRM/2007/03/protocols"><challenge>…</challenge>' +
  '</AcquireLicense></soap:Body></soap:Envelope>';

function utf16le(text: string): ArrayBuffer {
  const bytes = new Uint8Array(text.length * 2);
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    bytes[i * 2] = code & 0xff;
    bytes[i * 2 + 1] = code >> 8;
  }
  return bytes.buffer;
}

function keyMessage(challenge: string, headers: [string, string][]): ArrayBuffer {
  const httpHeaders = headers
    .map(([n, v]) => `<HttpHeader><name>${n}</name><value>${v}</value></HttpHeader>`)
    .join('');
  return utf16le(
    '<PlayReadyKeyMessage type="LicenseAcquisition"><LicenseAcquisition Version="1">' +
      `<Challenge encoding="base64encoded">${challenge}</Challenge><HttpHeaders>${httpHeaders}</HttpHeaders>` +
      '</LicenseAcquisition></PlayReadyKeyMessage>',
  );
}

describe('parsePlayReadyChallenge', () => {
  it('unwraps the SOAP challenge and the HTTP headers from the UTF-16 key message', () => {
    const challenge = bytesToBase64(new TextEncoder().encode(SOAP));
    const message = keyMessage(challenge, [
      ['Content-Type', 'text/xml; charset=utf-8'],
      ['SOAPAction', '&quot;http://schemas.microsoft.com/DRM/2007/03/protocols/AcquireLicense&quot;'],
    ]);
    const result = parsePlayReadyChallenge(message);
    expect(new TextDecoder().decode(result.body)).toBe(SOAP);
    expect(result.headers).toEqual({
      'Content-Type': 'text/xml; charset=utf-8',
      SOAPAction: '"http://schemas.microsoft.com/DRM/2007/03/protocols/AcquireLicense"',
    });
  });

  it('adds the standard headers when the message lists none', () => {
    const challenge = bytesToBase64(new TextEncoder().encode(SOAP));
    const result = parsePlayReadyChallenge(keyMessage(challenge, []));
    expect(result.headers).toEqual({
      'Content-Type': 'text/xml; charset=utf-8',
      SOAPAction: PLAYREADY_SOAP_ACTION,
    });
  });

  it('sends a bare SOAP envelope (Chromium Edge) as it is', () => {
    const result = parsePlayReadyChallenge(new TextEncoder().encode(SOAP).buffer);
    expect(new TextDecoder().decode(result.body)).toBe(SOAP);
    expect(result.headers.SOAPAction).toBe(PLAYREADY_SOAP_ACTION);
  });

  it('refuses a key message without a challenge', () => {
    expect(() => parsePlayReadyChallenge(utf16le('<PlayReadyKeyMessage><x/></PlayReadyKeyMessage>'))).toThrow(
      /no <Challenge>/,
    );
  });
});
