import { STORE_SETTINGS_DEFAULTS } from '@shop/domain/settings/store-settings.config';
import { describe, expect, it } from 'vitest';
import { renderContactInbox, renderContactReceived } from './contact.mail';

const ctx = { shop: STORE_SETTINGS_DEFAULTS, publicUrl: 'https://makershop.in' };
const data = {
  firstName: 'Meera',
  lastName: 'Iyer',
  email: 'meera@example.in',
  subject: 'Bulk\nESP32 <boards>',
  message: '<script>alert(1)</script> 50 boards?',
};

describe('the contact mails', () => {
  it("forwards the message to the shop's inbox, escaped, one-line subject, replies going to the visitor", () => {
    const mail = renderContactInbox(data, ctx);
    expect(mail.subject).toBe('Contact form: Bulk ESP32 <boards>');
    expect(mail.replyTo).toBe('meera@example.in');
    expect(mail.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(mail.html).not.toContain('<script>');
    expect(mail.text).toContain('https://makershop.in/admin-dashboard/contactus');
  });

  it('confirms to the sender without repeating what they typed', () => {
    const mail = renderContactReceived({}, ctx);
    expect(mail.subject).toBe('We have received your message');
    expect(mail.replyTo).toBeUndefined();
  });
});
