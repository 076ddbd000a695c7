// The shape of mirage/inputChecks.gen.js, which `npm run openapi` generates: one Ajv-compiled check per call, keyed by
// the call's path. A check coerces the data in place as it reads it (a query's '1' becomes 1).
export interface InputError {
  instancePath: string;
  keyword: string;
  params: { missingProperty?: string; [key: string]: unknown };
}
export interface CompiledCheck {
  (data: unknown): boolean;
  errors?: InputError[] | null;
}
export declare const CHECKS: Record<string, CompiledCheck>;
