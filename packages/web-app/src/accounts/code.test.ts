import { canSubmitCode, codeInput, codeLength, formatCountdown, resendSecondsLeft } from './code';

describe('codeLength (000 §5: phone_otp_length, default 6)', () => {
  it.each([
    [undefined, 6],
    [null, 6],
    [4, 4],
    [8, 8],
    [0, 6],
    [-4, 6],
    [4.5, 6],
    ['4', 6],
  ])('%j → %i', (given, length) => {
    expect(codeLength(given)).toBe(length);
  });
});

describe('codeInput', () => {
  it.each([
    ['12a3', 4, '123'],
    ['Your code: 1234.', 4, '1234'],
    ['1234567', 6, '123456'],
    ['', 4, ''],
  ])('%j (length %i) → %j', (raw, length, code) => {
    expect(codeInput(raw, length)).toBe(code);
  });
});

describe('canSubmitCode: only at full length', () => {
  it.each([
    ['123', 4, false],
    ['1234', 4, true],
    ['12345', 4, false],
    ['12a4', 4, false],
    ['', 6, false],
  ])('%j of %i → %s', (code, length, ok) => {
    expect(canSubmitCode(code, length)).toBe(ok);
  });
});

describe('resendSecondsLeft (000 §9: 60 s)', () => {
  const sentAt = 1_000_000;
  it.each([
    [null, 0, 0],
    [sentAt, sentAt, 60],
    [sentAt, sentAt + 1, 60],
    [sentAt, sentAt + 999, 60],
    [sentAt, sentAt + 1_000, 59],
    [sentAt, sentAt + 59_001, 1],
    [sentAt, sentAt + 60_000, 0],
    [sentAt, sentAt + 90_000, 0],
  ])('sent at %j, now %i → %i s', (sent, now, left) => {
    expect(resendSecondsLeft(sent, now)).toBe(left);
  });
});

describe("resendSecondsLeft with the server's own countdown", () => {
  it.each([
    [null, 60],
    [30_000, 60],
    [90_000, 90],
  ])('server %j ms → %i s right after sending', (server, left) => {
    expect(resendSecondsLeft(0, 0, server)).toBe(left);
  });
});

describe('formatCountdown', () => {
  it.each([
    [60, '1:00'],
    [59, '0:59'],
    [5, '0:05'],
    [0, '0:00'],
    [-3, '0:00'],
    [90, '1:30'],
  ])('%i s → %s', (seconds, text) => {
    expect(formatCountdown(seconds)).toBe(text);
  });
});
