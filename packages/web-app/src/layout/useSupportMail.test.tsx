import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mountWithSession, testSession } from '../testing/test-session';
import { useSupportMail } from './useSupportMail';

function MailLink() {
  const mail = useSupportMail();
  return (
    <a href={mail.mailto('help@example.test')} onFocus={mail.prepare}>
      help
    </a>
  );
}

describe('the support link’s time zone (000 §9 prefill; issue 38)', () => {
  it('is read when the viewer reaches for the link, not while the page renders, and kept', () => {
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    const line = encodeURIComponent(`Time zone: ${zone}`);
    mountWithSession(<MailLink />, testSession());
    const link = screen.getByRole('link', { name: 'help' });
    expect(link.getAttribute('href')).toMatch(/^mailto:help@example\.test\?subject=/);
    expect(link.getAttribute('href')).not.toContain(line);
    fireEvent.focus(link);
    expect(link.getAttribute('href')).toContain(line);
    // Read once: a link rendered later has it from its first render.
    mountWithSession(<MailLink />, testSession());
    expect(screen.getAllByRole('link', { name: 'help' })[1]?.getAttribute('href')).toContain(line);
  });
});
