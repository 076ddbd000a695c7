import type { Role } from '../domain/roles';

/** The demo accounts (the README lists them too). */
export const DEMO_ACCOUNTS: readonly {
  mobile: string;
  role: Role;
  noteKey: 'demo.noteExpired' | 'demo.noteMember' | null;
}[] = [
  { mobile: '13800000001', role: 'admin', noteKey: null },
  { mobile: '13800000002', role: 'assistant', noteKey: null },
  { mobile: '13800000003', role: 'cansetAgent', noteKey: null },
  { mobile: '13800000004', role: 'agent', noteKey: null },
  { mobile: '13800000005', role: 'user', noteKey: 'demo.noteMember' },
  { mobile: '13800000006', role: 'user', noteKey: 'demo.noteExpired' },
];
export const DEMO_PASSWORD = 'demo123';

export const FAULT_CHOICES = ['204', '-1', '50008', '50012', '50014', '50000', 'network', 'timeout'] as const;
export type FaultChoice = (typeof FAULT_CHOICES)[number];
export const toFault = (c: FaultChoice): number | 'network' | 'timeout' =>
  c === 'network' || c === 'timeout' ? c : Number(c);

export const SPEEDS = [0, 1, 10, 60] as const;
export const ADVANCES: readonly { ms: number; key: 'demo.plus1m' | 'demo.plus1h' | 'demo.plus48h' }[] = [
  { ms: 60_000, key: 'demo.plus1m' },
  { ms: 3_600_000, key: 'demo.plus1h' },
  { ms: 48 * 3_600_000, key: 'demo.plus48h' },
];
