// Shared unit-test setup: every answer of the fake server, in every test, is checked against openapi.json (strictly:
// no field the document does not declare), so a handler that drifts from the contract fails the test that called it.
import { readFileSync } from 'node:fs';
import '../../mirage/allMessages';
import { Backend } from '../../mirage/backend';
import { answerChecker } from '../../scripts/contract/answers';

const check = answerChecker(JSON.parse(readFileSync('openapi.json', 'utf8')), { strict: true });
Backend.replyCheck = (method, path, reply) => {
  const errors = check(method, path, reply);
  if (errors.length) {
    throw new Error(`${method.toUpperCase()} ${path} answered outside openapi.json: ${errors.join('; ')}`);
  }
};
