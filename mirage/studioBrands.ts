import { checkBrand, type DemoBrand, isStudioHost, nameIn, studioCode, studioHost } from '../src/domain/demoBrand';
import { defaultBrand } from './brands';
import type { DbBrand, DbData } from './db';

/** A studio brand as the fake server serves it: a white-label config on the brand's own host. */
export function toDbBrand(b: DemoBrand, base: DbBrand): DbBrand {
  return {
    domains: [studioHost(b.id)],
    // No logo given: none (the console shows the brand's lettermark), not another brand's.
    logo: b.logo,
    // No background given: none (the sign-in page is drawn in the brand's colour), not the default brand's teal.
    oemLoginBackground: b.background,
    words: nameIn(b.name, 'zh'),
    wordsEn: nameIn(b.name, 'en'),
    oemCode: studioCode(b.id),
    showAgreementDomainName: b.agreementDomain.trim(),
    shareAddressPrefix: b.sharePrefix.trim(),
    unifiedComputingPower: b.flags.unifiedComputingPower ? 1 : 0,
    showAudition: b.flags.showAudition ? 1 : 0,
    hailuoAudioGeneratePower: b.flags.hailuoAudioGeneratePower ? 1 : 0,
    ossType: base.ossType,
    agentContact: base.agentContact,
    themeColor: b.color,
    language: b.language,
  };
}

/**
 * Makes the database's studio brands exactly the saved ones. The saved list (the studio's own storage) is the source:
 * it outlives a data reset, which rebuilds the database from the seed without them. A brand that breaks a brand rule
 * (a name over the brand-name limit, say) is not served, as the studio would not have saved it.
 */
export function syncStudioBrands(db: DbData, brands: readonly DemoBrand[]): void {
  const base = defaultBrand(db);
  const accepted = brands.filter((b) => checkBrand(b) === null);
  db.brands = [...db.brands.filter((x) => !x.domains.some(isStudioHost)), ...accepted.map((b) => toDbBrand(b, base))];
}

/** The labels the drawer offers besides the studio's: the built-in hosts and those made with createOem. */
export function labelHosts(db: DbData): { host: string; name: string }[] {
  return db.brands
    .filter((b) => !b.domains.includes('*') && !b.domains.some(isStudioHost))
    .map((b) => ({ host: b.domains[0] ?? '', name: b.words }))
    .filter((x) => x.host);
}
