import { describe, expect, it } from 'vitest';
import { emptyDraft } from '../../src/demo/BrandForm';

describe('a new brand in the studio', () => {
  it('signs in on its own colour: no other brand’s background picture by default', () => {
    expect(emptyDraft('en').background).toBe('');
  });
});
