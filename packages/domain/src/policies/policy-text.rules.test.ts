import { describe, expect, it } from 'vitest';
import { STORE_SETTINGS_DEFAULTS } from '../settings/store-settings.config';
import { POLICY_PAGES, policyPageOf } from './policy-pages.config';
import {
  fillPolicyText,
  policyBlocks,
  policyRupees,
  unknownPlaceholderMessage,
  unknownPlaceholders,
} from './policy-text.rules';
import { POLICY_TEXT_DEFAULTS } from './policy-texts.config';
import { policyValuesOf } from './policy-values.rules';

const values = policyValuesOf(STORE_SETTINGS_DEFAULTS);

describe('fillPolicyText', () => {
  it('fills every window and amount from the settings the rules read', () => {
    const settings = { ...STORE_SETTINGS_DEFAULTS, returnWindowDays: 15, cancelWindowHours: 2, refundDays: 5 };
    expect(
      fillPolicyText(
        'Return within {returnWindowDays} days; cancel within {cancelWindowHours} hours; refund in {refundDays} days.',
        policyValuesOf(settings),
      ),
    ).toBe('Return within 15 days; cancel within 2 hours; refund in 5 days.');
  });

  it('writes rupees with Indian grouping and paise only when there are some', () => {
    expect(policyRupees(499)).toBe('499');
    expect(policyRupees(100000)).toBe('1,00,000');
    expect(policyRupees(49.5)).toBe('49.50');
    const settings = { ...STORE_SETTINGS_DEFAULTS, freeShippingThresholdRupees: 1500 };
    expect(fillPolicyText('Free from ₹{freeShippingThresholdRupees}.', policyValuesOf(settings))).toBe(
      'Free from ₹1,500.',
    );
  });

  it('leaves an unknown placeholder as written and names it', () => {
    expect(fillPolicyText('{retrunDays} and {returnWindowDays}', values)).toBe('{retrunDays} and 7');
    expect(unknownPlaceholders('{retrunDays} {x1} {retrunDays} {shopName}')).toEqual(['retrunDays', 'x1']);
    expect(unknownPlaceholderMessage(['retrunDays'])).toBe('Unknown placeholder: {retrunDays}');
  });
});

describe('the default policies', () => {
  it.each(POLICY_PAGES.map((page) => [page.slug, page.key] as const))(
    '%s uses only known placeholders and leaves none unfilled',
    (_slug, key) => {
      const text = POLICY_TEXT_DEFAULTS[key];
      expect(unknownPlaceholders(text)).toEqual([]);
      expect(fillPolicyText(text, values)).not.toMatch(/\{[A-Za-z]+\}/);
    },
  );

  it('charge no cancellation fee and deduct nothing from refunds (E-Commerce Rules r.4(5))', () => {
    const all = Object.values(POLICY_TEXT_DEFAULTS).join('\n');
    expect(all).not.toMatch(/5\s?%/);
    expect(POLICY_TEXT_DEFAULTS.policyCancellation).toContain('We charge no cancellation fee.');
    expect(POLICY_TEXT_DEFAULTS.policyReturn).toContain('with no deduction');
    expect(POLICY_TEXT_DEFAULTS.policyTerms).toContain('courts of Uttar Pradesh');
    expect(POLICY_TEXT_DEFAULTS.policyTerms).toContain('Effective date:');
  });

  it('quote no window as a bare number: every day and hour figure is a placeholder', () => {
    const all = Object.values(POLICY_TEXT_DEFAULTS).join('\n');
    // 48 hours and one month are the law's complaint deadlines, not shop settings.
    expect(all.replace(/48 hours|six years|24 May 2025/g, '')).not.toMatch(/\b\d+\s*(days?|hours?|minutes?)\b/);
  });
});

describe('policyPageOf', () => {
  it('finds a page by its slug and by the short /terms and /privacy', () => {
    expect(policyPageOf('return-policy')?.key).toBe('policyReturn');
    expect(policyPageOf('terms')?.slug).toBe('terms-and-conditions');
    expect(policyPageOf('privacy')?.slug).toBe('privacy-policy');
    expect(policyPageOf('refund-policy')).toBeUndefined();
  });
});

describe('policyBlocks', () => {
  it('reads headings, paragraphs and lists, and keeps markup as text', () => {
    const text = '# Returns\nWithin 7 days\nof delivery.\n\n## How\n- Ask\n- Ship\nThen <b>wait</b>.';
    expect(policyBlocks(text)).toEqual([
      { kind: 'heading', level: 2, text: 'Returns' },
      { kind: 'paragraph', text: 'Within 7 days of delivery.' },
      { kind: 'heading', level: 3, text: 'How' },
      { kind: 'list', items: ['Ask', 'Ship'] },
      { kind: 'paragraph', text: 'Then <b>wait</b>.' },
    ]);
  });

  it('gives nothing for blank text', () => {
    expect(policyBlocks('\n  \n')).toEqual([]);
  });
});
