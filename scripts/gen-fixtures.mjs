/**
 * Generates fixtures/customers.json: the seeded customers and sub-agents of the demo reseller tree.
 * Run with `npm run fixtures`; the output is committed and reviewed, so faker stays out of the demo bundle.
 * faker's output depends on its exact version, the seed and the number of calls: change any and the file changes.
 */
import { writeFileSync } from 'node:fs';
import { fakerEN, fakerZH_CN as faker } from '@faker-js/faker';

faker.seed(20260101);
faker.setDefaultRefDate(new Date('2026-01-01T00:00:00.000Z'));

const parents = ['u1', 'u3', 'u4', 'u4', 'u3', 'u2'];
/**
 * Days since joining, from a day drawn evenly over half a year: moved towards today, as a business that grows signs
 * more people up each month than the month before. Each reseller of the demo then has some who joined this week, and
 * the overview's first view (the last seven days) shows new people. One draw as before, so the other fields stay.
 */
const recent = (drawn) => Math.max(1, Math.round(180 * (drawn / 180) ** 1.5));
const out = [];
const used = new Set();
for (let i = 0; i < 60; i++) {
  let mobile = '';
  do mobile = `1${faker.helpers.arrayElement(['3', '5', '7', '8', '9'])}${faker.string.numeric(9)}`;
  while (used.has(mobile) || mobile.startsWith('13800000'));
  used.add(mobile);
  const isAgent = i % 7 === 0 ? 1 : 0;
  out.push({
    id: `c${i + 1}`,
    mobile,
    nickname: faker.person.fullName().replace(/\s+/g, ''),
    parentId: parents[i % parents.length],
    isAgent,
    canSetAgent: isAgent && i % 14 === 0 ? 1 : 0,
    vipDays: faker.helpers.arrayElement([-30, -5, 0, 7, 30, 90, 180, 365]),
    power: faker.number.int({ min: 0, max: 500 }) * 10,
    createdDays: -recent(faker.number.int({ min: 1, max: 180 })),
    inviteCode: faker.string.alphanumeric({ length: 6, casing: 'upper' }),
  });
}
// Recharge cards each customer still holds: a second pass, after every other field is drawn, so adding it left the
// names, numbers and balances above as they were. Most hold none; some hold a few of one kind or more.
for (const c of out) {
  const holds = (weights) => faker.helpers.weightedArrayElement(weights.map(([value, weight]) => ({ value, weight })));
  c.cards = {
    day: holds([
      [0, 5],
      [1, 2],
      [3, 2],
      [10, 1],
    ]),
    month: holds([
      [0, 6],
      [1, 3],
      [2, 1],
    ]),
    year: holds([
      [0, 8],
      [1, 2],
    ]),
  };
}
// The name each customer reads by in an English demo (mirage/seededNames.ts), from faker's en locale on its own seed,
// so the Chinese names and every other field above stay as they were.
fakerEN.seed(20260102);
// A Chinese name faker gave twice is one English name too: a name reads the same wherever it shows.
const english = new Map();
for (const c of out) {
  if (!english.has(c.nickname)) english.set(c.nickname, `${fakerEN.person.firstName()} ${fakerEN.person.lastName()}`);
  c.nicknameEn = english.get(c.nickname);
}
writeFileSync(new URL('../fixtures/customers.json', import.meta.url), `${JSON.stringify(out, null, 1)}\n`);
console.log(`fixtures/customers.json: ${out.length} customers`);
