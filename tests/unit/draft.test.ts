import { describe, expect, it } from 'vitest';
import { draftHasWork, withoutIds } from '../../src/domain/draft';

describe('a draft worth keeping across a reload', () => {
  const blank = { name: '', avatarId: '', agreed: false, script: { voiceId: '', text: '', rateInput: '1' } };

  it('is one where the person changed a field', () => {
    expect(draftHasWork({ ...blank, name: 'Spring launch' }, blank)).toBe(true);
    expect(draftHasWork({ ...blank, agreed: true }, blank)).toBe(true);
    expect(draftHasWork({ ...blank, script: { ...blank.script, text: 'Hello' } }, blank)).toBe(true);
  });

  it('is not one the editor only filled in itself (the first voice of its list), nor one as it started', () => {
    expect(draftHasWork(blank, blank)).toBe(false);
    expect(draftHasWork({ ...blank, avatarId: 'a1', script: { ...blank.script, voiceId: 't1' } }, blank)).toBe(false);
  });

  it('counts a field the blank editor did not have', () => {
    expect(draftHasWork({ open: true }, {})).toBe(true);
  });
});

describe('what Discard puts back', () => {
  it('is the editor as it started, its own choices of list items (…Id) left as they are', () => {
    expect(withoutIds({ name: '', avatarId: '', script: { voiceId: '', text: '' } })).toEqual({
      name: '',
      script: { text: '' },
    });
  });
});
