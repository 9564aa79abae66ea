// Issue 36 item 6, the Telegram variant on two backend processes sharing one PostgreSQL: the demo bot
// and POST /v2/auth/otp/telegram/ keep their counts in the otps row and the rate-limit table, so a
// burst spread over both instances gets one code per resend window and at most the allowed tries.
import { describe, expect, it } from 'vitest';
import { expectCodeBurstCounted, wrongCodes } from '../testing/code-bursts';
import { request, useTwoInstances } from '../testing/two-instances';

const two = useTwoInstances();
const BURST = 41;

let phones = 0;
const newPhone = () =>
  `7906${String(process.pid % 1000).padStart(3, '0')}${String(++phones).padStart(4, '0')}`;

/** The viewer shares `phone` with the demo bot, as its page's form does. */
async function share(base: string, phone: string): Promise<number> {
  const res = await fetch(`${base}/demo-telegram?lang=en`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: `phone=${phone}`,
  });
  await res.arrayBuffer();
  return res.status;
}

/** Every Telegram message either instance's bot sent to `phone`. */
async function telegramMessages(phone: string): Promise<{ code: string }[]> {
  const answers = await Promise.all(
    two().bases.map((b) => request(b, 'GET', `/sink/telegram?phone=${phone}`)),
  );
  return answers.flatMap((a) => a.body.messages as { code: string }[]);
}

describe('the Telegram code across both instances', () => {
  it('a burst of shares with the bot sends one code', async () => {
    const phone = newPhone();
    // 8: with the next test's share, within the bot's per-address limit (RATE_LIMITS.code), so every
    // refusal here is the resend countdown.
    const answers = await two().burst(8, (base) => share(base, phone));
    expect(answers.filter((s) => s === 200)).toHaveLength(1);
    expect(answers.filter((s) => s === 429)).toHaveLength(7);
    expect(await telegramMessages(phone)).toHaveLength(1);
  }, 120_000);

  it('a burst of wrong codes: the address limit holds and at most the allowed tries are compared', async () => {
    const [a] = two().bases;
    const phone = newPhone();
    expect(await share(a as string, phone)).toBe(200);
    const [message] = await telegramMessages(phone);
    const right = message?.code ?? '';
    const codes = wrongCodes(right, BURST);
    const answers = await two().burst(BURST, (base, i) =>
      request(base, 'POST', '/v2/auth/otp/telegram/', { body: { identifier: phone, token: codes[i] } }),
    );
    await expectCodeBurstCounted(two(), answers, phone);
  }, 120_000);
});
