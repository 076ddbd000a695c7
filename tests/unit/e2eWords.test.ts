import { describe, expect, it } from 'vitest';
import { en, t } from '../e2e/words';

describe('the e2e tests read the product words from the locale files', () => {
  it('gives the zh wording by default and en on request, with parameters filled in', () => {
    expect(t('login.submit')).not.toBe('login.submit');
    expect(en('login.submit')).toMatch(/sign in/i);
    expect(t('login.submit')).not.toBe(en('login.submit'));
  });
});
