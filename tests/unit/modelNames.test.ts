import { describe, expect, it } from 'vitest';
import { ALL_MESSAGES } from '../../src/i18n/allMessages';
import { MODEL_RECORD } from '../../src/domain/task';

type Tree = { [k: string]: string | Tree };
const at = (tree: Tree, path: string): string => {
  const v = path.split('.').reduce<string | Tree>((o, k) => (typeof o === 'string' ? o : o[k]), tree);
  if (typeof v !== 'string') throw new Error(`no message ${path}`);
  return v;
};

/**
 * The video models have one set of names in each language: the editor's choice and the power ledger's line for a video
 * name a model the same way (the ledger said "ordinary" and "top model" where the editor said Free and Premium).
 */
describe('the video models are named alike everywhere', () => {
  for (const [lng, tree] of Object.entries(ALL_MESSAGES as unknown as Record<string, Tree>)) {
    it(`in ${lng}: the ledger's line for a video names the editor's model`, () => {
      for (const [model, record] of Object.entries(MODEL_RECORD)) {
        const name = at(tree, `createtask.model.${model}`).toLowerCase();
        expect(at(tree, `personal.recordType.${record}`).toLowerCase(), `${lng} ${model}`).toContain(name);
      }
    });
  }

  it("a video's status, the brand's text and the confirm read as words for people in English", () => {
    const en = ALL_MESSAGES.en as unknown as Tree;
    const statuses = Object.values((en.tasklist as Tree).status as Tree) as string[];
    for (const s of statuses) expect(s).not.toMatch(/illegal|successful/i);
    expect(at(en, 'reseller.oem.words')).not.toMatch(/words/i);
    expect(at(en, 'createtask.confirmText')).not.toContain('with the {{model}}');
  });
});
