import { checkName, type NameKind } from '../src/domain/validation';
import { type Ctx, type Failure, paramError, refuseRule } from './handler';

/**
 * The rename rule of the console's dialogs and forms (src/domain/validation.ts checkName), applied again by the
 * service: any text is a name (markup is stored as typed; the console shows it as text), a blank one is a parameter
 * error the forms never send, and one over its length is refused in the form's own words.
 */
export function refuseName(ctx: Pick<Ctx, 'lang'>, kind: NameKind, name: string, field = 'name'): Failure | null {
  const rule = checkName(kind, name);
  if (!rule) return null;
  if (rule.key === 'validation.nameLong' || rule.key === 'validation.nicknameLong') {
    return refuseRule(ctx, rule.key, { max: rule.max });
  }
  return paramError(ctx, field);
}
