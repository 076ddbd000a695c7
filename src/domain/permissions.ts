import { ROLES, type Role } from './roles';

/**
 * What a person may do in the reseller section (docs/product.md). Pages, buttons, calls and the fake server's
 * checks name one of these; which roles hold it is written once, in GRANTS below.
 */
export const CAPABILITIES = [
  /** The overview page and its statistics. */
  'seeOverview',
  /** My clients, a client's details. */
  'seeClients',
  /** Recharge a managed person (cards, power, packages) and read one's own stock for it. */
  'recharge',
  /** Open accounts below oneself. */
  'createUsers',
  /** My agents, an agent's details; make or unmake agents (and open agent accounts). */
  'setAgents',
  /** Make agents who may in turn make agents. */
  'grantAgentSetting',
  /** Read the brand's packages (to recharge one). */
  'readPackages',
  /** Package configuration: add, change and delete packages. */
  'managePackages',
  /** The boss assistant page: grant and revoke the assistant role. */
  'manageAssistants',
  /** Create a branded label (a new white-label brand). */
  'createLabels',
  /** Recharges draw on the boss's unlimited stock: nothing is debited. */
  'unlimitedStock',
  /** Manages every customer of the brand, not only the people below oneself. */
  'manageBrand',
  /** Manages the brand's boss accounts too. */
  'manageBoss',
  /** Makes demo links on the demo host and manages one's own (mirage/host). */
  'shareDemoLinks',
  /** Sees and manages every demo link of the brand, not only one's own. */
  'seeBrandDemoLinks',
] as const;
export type Capability = (typeof CAPABILITIES)[number];

const AGENT: readonly Capability[] = [
  'seeOverview',
  'seeClients',
  'recharge',
  'createUsers',
  'readPackages',
  'shareDemoLinks',
];
const AGENT_SETTER: readonly Capability[] = [...AGENT, 'setAgents'];
/** "The boss assistant has the same permissions as the white-label boss" for customers: view all, recharge, revoke. */
const ASSISTANT: readonly Capability[] = [
  ...AGENT_SETTER,
  'grantAgentSetting',
  'managePackages',
  'unlimitedStock',
  'manageBrand',
];

/** The policy: each role's capabilities. The admin (the white-label boss) holds every one. */
export const GRANTS: Readonly<Record<Role, readonly Capability[]>> = {
  admin: CAPABILITIES,
  assistant: ASSISTANT,
  cansetAgent: AGENT_SETTER,
  agent: AGENT,
  user: [],
};

export interface Policy {
  /** True when the role holds the capability; nobody (a signed-out visitor, null) holds any. */
  can(role: Role | null | undefined, capability: Capability): boolean;
  /** The roles that hold a capability, in the order of ROLES. */
  rolesWith(capability: Capability): Role[];
}

/** A policy over a grants table (tests build one with a capability changed). */
export function policyOf(grants: Readonly<Record<Role, readonly Capability[]>>): Policy {
  return {
    can: (role, capability) => (role ? grants[role].includes(capability) : false),
    rolesWith: (capability) => ROLES.filter((r) => grants[r].includes(capability)),
  };
}

const POLICY = policyOf(GRANTS);
export const can: Policy['can'] = (role, capability) => POLICY.can(role, capability);
export const rolesWith: Policy['rolesWith'] = (capability) => POLICY.rolesWith(capability);
