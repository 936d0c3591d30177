import { STORE_SETTINGS_DEFAULTS } from '@shop/domain/settings/store-settings.config';
import { describe, expect, it } from 'vitest';
import { renderNewsletterConfirm, renderNewsletterWelcome } from './newsletter.mail';

const ctx = { shop: STORE_SETTINGS_DEFAULTS, publicUrl: 'https://shop.example' };
const oneClick = 'https://shop.example/api/v1/newsletter/unsubscribe/one-click?token=abc.def';

describe('newsletter mails', () => {
  it('carry the one-click List-Unsubscribe address and the unsubscribe page in the body', () => {
    for (const mail of [
      renderNewsletterConfirm({ confirmToken: 'id.mac', unsubscribeToken: 'abc.def', validDays: 7 }, ctx),
      renderNewsletterWelcome({ unsubscribeToken: 'abc.def' }, ctx),
    ]) {
      expect(mail.unsubscribeUrl).toBe(oneClick);
      expect(mail.text).toContain(
        'Unsubscribe from the newsletter: https://shop.example/newsletter/unsubscribe?token=abc.def',
      );
    }
  });

  it('links the confirmation page with the token', () => {
    const mail = renderNewsletterConfirm({ confirmToken: 'id.mac', unsubscribeToken: 'abc.def', validDays: 7 }, ctx);
    expect(mail.subject).toBe('Confirm your MakerShop newsletter subscription');
    expect(mail.text).toContain('https://shop.example/newsletter/confirm?token=id.mac');
  });
});
