/** The rules of a recharge package (package configuration), read by the form and the fake server. */
import { isPowerUnit } from './power';
import { nameFault } from './validation';

export const PACKAGE_NAME_MAX = 30;
export const PACKAGE_PRICE_MAX = 1_000_000;

export type PackageRuleKey =
  | 'reseller.validation.packageNameRequired'
  | 'reseller.validation.packageNameLong'
  | 'reseller.validation.priceInvalid'
  | 'reseller.validation.powerRequired'
  | 'reseller.validation.powerUnit';

export function checkPackageName(raw: string): PackageRuleKey | null {
  const v = raw.trim();
  // Only zero-width characters is no name either (the rule of every name, src/domain/validation.ts).
  if (nameFault(v) === 'empty') return 'reseller.validation.packageNameRequired';
  return v.length <= PACKAGE_NAME_MAX ? null : 'reseller.validation.packageNameLong';
}

/** A price in yuan: above 0, at most two decimals. */
export function checkPrice(raw: string | number): PackageRuleKey | null {
  const v = String(raw).trim();
  if (!/^\d+(\.\d{1,2})?$/.test(v)) return 'reseller.validation.priceInvalid';
  const n = Number(v);
  return n > 0 && n <= PACKAGE_PRICE_MAX ? null : 'reseller.validation.priceInvalid';
}

/** The computing power of a package, entered in units of 10 (points = entered x 10). */
export function checkPackagePower(raw: string | number): PackageRuleKey | null {
  const v = String(raw).trim();
  if (!v) return 'reseller.validation.powerRequired';
  return /^\d+$/.test(v) && isPowerUnit(Number(v)) ? null : 'reseller.validation.powerUnit';
}

/** Two names are the same package name when they match ignoring case and surrounding spaces. */
export const sameName = (a: string, b: string): boolean => a.trim().toLowerCase() === b.trim().toLowerCase();
