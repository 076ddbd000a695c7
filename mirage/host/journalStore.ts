import type { HostJournal } from './hostJournal';
import type { HostOp } from './hostState';
import { claimFrom, type DeliveryQueue, type LinkStore, type TriesStore } from './linkStore';

/**
 * The links of one host, in its journal beside its --persist file (mirage/host/hostJournal.ts), or in memory without
 * one: every change synced before it is answered. Not shared: one host behind no load balancer.
 */
export function journalStore(journal: HostJournal, where: string): LinkStore {
  const { state, aside } = journal;
  const tries: TriesStore = {
    get: async (id) => {
      const t = aside.tries[id];
      return t ? { ...t } : null;
    },
    increment: async (id) => {
      const t = aside.tries[id] ?? { count: 0, until: 0 };
      journal.commit({ op: 'tries', link: id, tries: { ...t, count: t.count + 1 } });
      return t.count + 1;
    },
    setUntil: async (id, until) => {
      const t = aside.tries[id] ?? { count: 0, until: 0 };
      journal.commit({ op: 'tries', link: id, tries: { ...t, until } });
    },
    clear: async (id) => {
      if (aside.tries[id]) journal.commit({ op: 'triesClear', link: id });
    },
  };
  const deliveries: DeliveryQueue = {
    put: async (d) => journal.commit({ op: 'delivery', delivery: { ...d } }),
    claim: async (now, leaseMs, max) => {
      const taken = claimFrom(Object.values(aside.deliveries), now, leaseMs, max);
      for (const d of taken) journal.commit({ op: 'delivery', delivery: d });
      return taken;
    },
    done: async (id) => {
      if (aside.deliveries[id]) journal.commit({ op: 'delivered', id });
    },
  };
  // One host holds every world and resets it at once: an asked reset waits only within this process.
  const resets = new Set<string>();
  return {
    shared: false,
    where,
    link: async (id) => state.links[id],
    links: async () => Object.values(state.links),
    opening: async (id) => state.openings[id],
    commit: async (op: HostOp) => journal.commit(op),
    // Checked and written with no wait between: one process, so no other opening comes in between.
    open: async (opening, max) => {
      const link = state.links[opening.linkId];
      if (!link || (max !== null && link.openings.length >= max)) return false;
      journal.commit({ op: 'open', opening });
      return true;
    },
    tries,
    deliveries,
    askReset: async (id) => {
      resets.add(id);
    },
    takeReset: async (id) => resets.delete(id),
    close: async () => journal.close(),
  };
}
