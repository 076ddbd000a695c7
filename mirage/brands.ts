import type { OemConfigDto } from '../src/api/types';
import type { DbBrand, DbData } from './db';

/** The brand served on a host: an exact domain match, else the default brand ('*'). */
export function brandForDomain(db: DbData, domain: string): DbBrand {
  const host = domain
    .trim()
    .toLowerCase()
    .replace(/^https?:\/\//, '')
    .split('/')[0]
    .split(':')[0];
  return db.brands.find((b) => b.domains.includes(host)) ?? defaultBrand(db);
}

export function defaultBrand(db: DbData): DbBrand {
  const b = db.brands.find((x) => x.domains.includes('*')) ?? db.brands[0];
  if (!b) throw new Error('the fake server has no brand');
  return b;
}

export const brandByCode = (db: DbData, code: string): DbBrand =>
  db.brands.find((b) => b.oemCode === code) ?? defaultBrand(db);

export function toOemDto(b: DbBrand): OemConfigDto {
  const { domains: _d, agentContact: _a, ...dto } = b;
  return dto;
}
