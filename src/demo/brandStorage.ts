import {
  type BrandProblem,
  checkBrand,
  type DemoBrand,
  MAX_BACKGROUND_BYTES,
  MAX_LOGO_BYTES,
  newBrandId,
  normaliseImage,
  parseBrand,
} from '../domain/demoBrand';
import { browserStorage, type KeyValueStorage } from '../lib/storage';

/**
 * The brand studio's saved brands. A key of their own, not the fake server's database: a data reset rebuilds that
 * from the seed, and a salesperson's brands must outlive it (and a reload, and a new seed).
 */
export const STUDIO_KEY = 'console.demoBrands.v1';

export function loadBrands(storage: KeyValueStorage = browserStorage()): DemoBrand[] {
  try {
    const v: unknown = JSON.parse(storage.getItem(STUDIO_KEY) ?? '[]');
    if (!Array.isArray(v)) return [];
    // An entry that no longer passes the rules (edited by hand, an older shape) is dropped, never shown broken.
    return v.map((x) => parseBrand(x)).filter((b): b is DemoBrand => !!b.id && checkBrand(b) === null);
  } catch {
    return [];
  }
}

/** Saves the list; false when the browser's storage is full (large pictures), so the caller can say so. */
export function saveBrands(brands: readonly DemoBrand[], storage: KeyValueStorage = browserStorage()): boolean {
  try {
    storage.setItem(STUDIO_KEY, JSON.stringify(brands));
    return true;
  } catch {
    return false;
  }
}

/** Adds the brand, or replaces the one with its id. */
export function upsertBrand(list: readonly DemoBrand[], brand: DemoBrand): DemoBrand[] {
  const i = list.findIndex((b) => b.id === brand.id);
  return i < 0 ? [...list, brand] : list.map((b, j) => (j === i ? brand : b));
}

/** A saved brand named by a script: its id, or its Chinese or English name (case and spaces aside). */
export function findBrand(list: readonly DemoBrand[], key: string): DemoBrand | undefined {
  const k = key.trim().toLowerCase();
  return list.find((b) => b.id === k || b.name.zh.trim().toLowerCase() === k || b.name.en.trim().toLowerCase() === k);
}

/** A brand refused by the rules: its message names the field and the reason (src/i18n studio.problem_*). */
export class BrandRefused extends Error {
  constructor(readonly problem: BrandProblem | { field: 'storage'; problem: 'full' }) {
    super(`${problem.field}: ${problem.problem}`);
  }
}

/**
 * Checks and saves a brand of the studio (adding it, or replacing the one with its id); the saved list. Its pictures
 * keep the type their bytes show. Throws BrandRefused: a rule broken, or the browser's storage full.
 */
export function keepBrand(
  input: Omit<DemoBrand, 'id'> & { id?: string },
  storage: KeyValueStorage = browserStorage(),
): { brand: DemoBrand; list: DemoBrand[] } {
  const logo = normaliseImage(input.logo, MAX_LOGO_BYTES);
  const background = normaliseImage(input.background, MAX_BACKGROUND_BYTES);
  const brand: DemoBrand = {
    ...input,
    id: input.id ?? newBrandId(),
    color: input.color.trim().toLowerCase(),
    logo: logo ?? input.logo,
    background: background ?? input.background,
  };
  const problem = checkBrand(brand);
  if (problem) throw new BrandRefused(problem);
  const list = upsertBrand(loadBrands(storage), brand);
  if (!saveBrands(list, storage)) throw new BrandRefused({ field: 'storage', problem: 'full' });
  return { brand, list };
}
