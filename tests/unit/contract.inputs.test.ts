// What a call takes is checked once, against its schema in openapi.json, before its handler runs (mirage/inputCheck.ts
// with the Ajv-compiled checks of mirage/inputChecks.gen.js). A wrong or missing field answers the documented
// 'parameter error: <field>' in the caller's language; the token and role checks come first.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CHECKS } from '../../mirage/inputChecks.gen.js';
import { checkInput } from '../../mirage/inputCheck';
import { inputChecksFor } from '../../scripts/contract/build';
import { CALL_PATHS, CALLS } from '../../src/api/contract';
import { call, makeBackend, signIn } from './backendHelpers';

const MEMBER = '13800000005';
const AGENT = '13800000004';

describe('the input checks', () => {
  it('are what openapi.json gives today (npm run openapi rewrites them)', () => {
    expect(readFileSync('mirage/inputChecks.gen.js', 'utf8')).toBe(
      inputChecksFor(readFileSync('openapi.json', 'utf8')),
    );
  });

  it('cover every call of the call table, and each call that takes anything documents their refusal', () => {
    expect(Object.keys(CHECKS).sort()).toEqual([...CALL_PATHS].sort());
    const doc = JSON.parse(readFileSync('openapi.json', 'utf8'));
    for (const path of CALL_PATHS) {
      const op = Object.values(doc.paths[path])[0] as { parameters: { in?: string }[]; requestBody?: unknown };
      const body = JSON.stringify(op.requestBody ?? '');
      const takes = op.parameters.some((p) => p.in === 'query') || (body.includes('$ref') && !body.includes('NoInput'));
      const rule = CALLS[path];
      const failures: readonly string[] = rule.failures;
      if (takes) expect(failures, path).toContain('inputRefusal' in rule ? rule.inputRefusal : 'paramError');
    }
  });

  it('read a query as a web server does, on a copy: the request stays as it came', () => {
    const query = { userId: 'u1', canSetAgent: '1' };
    expect(checkInput('/usermanage/setAgent', query)).toEqual({ input: { userId: 'u1', canSetAgent: 1 } });
    expect(query.canSetAgent).toBe('1');
    expect(checkInput('/usermanage/setAgent', { userId: 'u1', canSetAgent: 'yes' })).toEqual({ field: 'canSetAgent' });
  });

  it('name a field sent wrong before one not sent, and a field inside a part by its part', () => {
    expect(checkInput('/scriptInfo/getStsACS', { kind: 'pdf', fileName: 'a.pdf' })).toEqual({ field: 'kind' });
    expect(checkInput('/scriptInfo/getStsACS', { kind: 'image', fileName: 'a.png', fileSize: 9 })).toEqual({
      field: 'contentType',
    });
    const task = {
      name: 'n',
      avatarId: 'a',
      voiceId: 'v',
      language: 'zh',
      scriptType: 'text',
      text: 't',
      rate: 1,
      audioSourceId: '',
      model: 'free',
      agreed: true,
      mode: 'senior',
    };
    const cover = { title: 'T', fontStyle: 'comic', fontSize: 40, imageSourceId: '' };
    const senior = { orientation: 'vertical', background: null, cover, card: null };
    expect(checkInput('/task/createTask', { ...task, senior })).toEqual({ field: 'cover' });
    expect(checkInput('/task/createTask', { ...task, senior: { ...senior, orientation: 'round' } })).toEqual({
      field: 'orientation',
    });
    expect(checkInput('/task/createTask', { ...task, model: 'best' })).toEqual({ field: 'model' });
  });
});

describe('the fake server refuses a bad input before the handler', () => {
  it('a wrong type or a missing field answers the parameter error, in the caller language, and changes nothing', () => {
    const b = makeBackend();
    const { token } = signIn(b, MEMBER);
    const before = JSON.stringify(b.db.payments);
    expect(call(b, 'post', '/payment/createPayment', { token, body: {} })).toEqual({
      code: 50000,
      msg: 'Parameter error: packageId',
      data: null,
    });
    expect(call(b, 'post', '/payment/createPayment', { token, body: { packageId: ['p1'] } }).msg).toBe(
      'Parameter error: packageId',
    );
    expect(call(b, 'post', '/avatar/renameAvatar', { token, lang: 'zh', body: { id: 'x', name: { a: 1 } } }).msg).toBe(
      '参数错误：name',
    );
    expect(JSON.stringify(b.db.payments)).toBe(before);
  });

  it('a body number for a text field is read as its text, as the console has always sent it', () => {
    const b = makeBackend();
    const { token } = signIn(b, MEMBER);
    // 404 is no package of the caller's brand: the id was read (as '404'), not refused as a parameter error.
    expect(call(b, 'post', '/payment/createPayment', { token, body: { packageId: 404 } }).msg).toBe(
      'Package does not exist',
    );
  });

  it('a call whose input refusal is another failure answers it: deleting no package is a missing package', () => {
    const b = makeBackend();
    const { token } = signIn(b, '13800000001');
    const before = b.db.packages.length;
    expect(call(b, 'get', '/pkgAdmin/deletePackage', { token }).msg).toBe('Package does not exist');
    expect(b.db.packages.length).toBe(before);
  });

  it('the token and the role are checked first: no session answers 204, no capability the refusal', () => {
    const b = makeBackend();
    expect(call(b, 'post', '/payment/createPayment', { body: { packageId: 1 } }).code).toBe(204);
    const { token } = signIn(b, AGENT);
    expect(call(b, 'post', '/pkgAdmin/addPackage', { token, body: { name: 42 } }).msg).toBe('No permission');
  });
});
