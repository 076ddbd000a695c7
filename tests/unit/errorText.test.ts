import { describe, expect, it } from 'vitest';
import { ApiError } from '../../src/api/errors';
import { errorText } from '../../src/lib/errorText';

describe('errorText', () => {
  it("says an Error's message, a subclass's too", () => {
    expect(errorText(new Error('disk full'))).toBe('disk full');
    expect(errorText(new ApiError('network', 'Network error'))).toBe('Network error');
  });
  it('says anything else as text', () => {
    expect(errorText('plain words')).toBe('plain words');
    expect(errorText(42)).toBe('42');
    expect(errorText(undefined)).toBe('undefined');
  });
});
