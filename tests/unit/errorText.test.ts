import { describe, expect, it } from 'vitest';
import { ApiError } from '../../src/api/errors';
import { errorText, errorToShow } from '../../src/lib/errorText';

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

describe('errorToShow', () => {
  it('says what the http layer has not shown, and nothing for what it has', () => {
    expect(errorToShow(new ApiError(50000, 'Package missing'))).toBe('Package missing');
    expect(errorToShow(new ApiError(-1, 'Slow down', true))).toBeNull();
    expect(errorToShow(new Error('boom'))).toBe('boom');
  });
});
