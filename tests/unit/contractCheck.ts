// Every answer of the fake server in unit tests is checked against openapi.json (strictly: no field the document
// does not declare), so a handler that drifts from the contract fails the test that called it. Each backend and
// server a test makes takes this check as its `replyCheck`.
import { readFileSync } from 'node:fs';
import type { ReplyCheck } from '../../mirage/backend';
import { answerChecker } from '../../scripts/contract/answers';

const check = answerChecker(JSON.parse(readFileSync('openapi.json', 'utf8')), { strict: true });
/** Off only while a test plants a drifting answer to see who else notices it (the contract runner, Prism). */
let off = false;

export const contractCheck: ReplyCheck = (method, path, reply) => {
  if (off) return;
  const errors = check(method, path, reply);
  if (errors.length) {
    throw new Error(`${method.toUpperCase()} ${path} answered outside openapi.json: ${errors.join('; ')}`);
  }
};

/** Runs `run` with the check off, and turns it back on after, even when `run` throws. */
export async function withoutContractCheck<T>(run: () => T | Promise<T>): Promise<T> {
  const was = off;
  off = true;
  try {
    return await run();
  } finally {
    off = was;
  }
}
