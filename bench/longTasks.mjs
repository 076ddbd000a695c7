// Which of Lighthouse's long tasks are the page's own work, and which are the browser's navigation.
//
// Lighthouse lists every main-thread task over 50 ms of its simulated 4x CPU. The first of them on every page, the
// library floor's one-button page as much as the console, is the navigation itself: the browser tearing down the
// page before and committing the new document (its window and script context: `DocumentLoader::CommitNavigation`),
// before a byte of the page's HTML is parsed. It is not an evaluation or render task of the page. Every task from the
// commit on (HTML parse, the inline script, style, layout, paint, module evaluation, React) is.

/**
 * The main thread's synchronous calls to the browser to find a font (the trace's `fonts` category). The thread waits
 * for the browser's font service, so the call's CPU time is small; a phone does the lookup on its own CPU, so the
 * wait counts as the page's work.
 */
const FONT_LOOKUP = /onMatchFamilyStyle|FallbackFontForChar|GetWebFontRenderStyle/;

/**
 * A task's work: the main thread's CPU time in it (`tdur`) plus its waits on font lookups. Its wall time (`dur`) also
 * holds the time the thread was ready but had no core: on a 2-core machine running the browser's other processes and
 * Lighthouse beside the page, that is up to half of a task (a 0.5 ms call that adds a preload link took 8.8 ms), and
 * multiplying it by the CPU slowdown counts the machine's load, not the page. Without thread times, the wall time.
 * `lookups`: the main thread's font lookups (`fontLookups`), in order of time.
 */
export function taskWork(task, lookups) {
  if (task.tdur == null) return task.dur;
  let waits = 0;
  let end = -1;
  for (const e of lookups) {
    if (e.ts < task.ts || e.ts >= task.ts + task.dur || e.ts < end) continue;
    end = e.ts + e.dur;
    waits += Math.max(0, e.dur - (e.tdur ?? e.dur));
  }
  return task.tdur + waits;
}

/** The main thread's font lookups, picked once from its events (`taskWork` reads them for every task). */
const fontLookups = (onMain) => onMain.filter((e) => FONT_LOOKUP.test(e.name));

/** The main thread's top-level tasks (events inside none other), as Lighthouse counts them, and the navigation's. */
function topLevelTasks(events, main) {
  const onMain = events
    .filter((e) => e.pid === main.pid && e.tid === main.tid && e.ph === 'X' && e.dur > 0)
    .sort((a, b) => a.ts - b.ts || b.dur - a.dur);
  const tops = [];
  for (const e of onMain) {
    const last = tops[tops.length - 1];
    if (!last || e.ts >= last.ts + last.dur) tops.push(e);
  }
  // The page's own commit: the last before its HTML is parsed (a tab commits about:blank first).
  const commit = onMain.filter((e) => e.name === 'DocumentLoader::CommitNavigation' && e.ts < main.parsedAt).pop();
  const commitTask = commit ? tops.find((t) => t.ts <= commit.ts && commit.ts < t.ts + t.dur) : null;
  return { tops, commitTask, onMain };
}

/** The main thread of the page at `origin`: the one that parsed its HTML. */
function mainThread(events, origin) {
  const parse = events.find((e) => e.name === 'ParseHTML' && String(e.args?.beginData?.url ?? '').startsWith(origin));
  return parse ? { pid: parse.pid, tid: parse.tid, parsedAt: parse.ts } : null;
}

/**
 * One Lighthouse run's tasks, read from its trace once:
 * - `tasks`: each of Lighthouse's long tasks (`{ms, start, url}`, simulated) matched to the observed task whose
 *   duration times the slowdown is its duration, in order, with that task's `work` (times the slowdown), and marked
 *   'browser' or 'page': the browser's are the observed tasks up to the one that commits the navigation, which come
 *   before the page's first contentful paint (`fcp`, simulated: a later task that only lasts as long as one of them
 *   is the page's). A task not matched counts as the page's.
 * - `longest`: the page's longest task after that commit by its work (`taskWork`: CPU time and font waits), times
 *   the slowdown. Every task of the trace counts: Lighthouse's simulation leaves some out of its list.
 * - `longestWall`: the same by wall time, times the slowdown, as Lighthouse's simulation times a task: shown beside.
 */
export function pageTasks(tasks, trace, origin, slowdown, fcp) {
  const events = trace?.traceEvents ?? [];
  const main = mainThread(events, origin);
  if (!main) return { tasks: tasks.map((t) => ({ ...t, kind: 'page' })), longest: 0, longestWall: 0 };
  const { tops, commitTask, onMain } = topLevelTasks(events, main);
  const lookups = fontLookups(onMain);
  const x = (us) => Math.round((us / 1000) * slowdown);
  let from = 0;
  const marked = [...tasks]
    .sort((a, b) => a.start - b.start)
    .map((t) => {
      const i = tops.findIndex((r, k) => k >= from && Math.abs((r.dur / 1000) * slowdown - t.ms) <= 1.5);
      if (i < 0) return { ...t, kind: 'page' };
      from = i + 1;
      const browser = t.start < fcp && commitTask && tops[i].ts <= commitTask.ts;
      return { ...t, kind: browser ? 'browser' : 'page', work: x(taskWork(tops[i], lookups)) };
    })
    .sort((a, b) => b.ms - a.ms);
  const after = tops.filter((t) => !commitTask || t.ts > commitTask.ts);
  return {
    tasks: marked,
    longest: Math.max(0, ...after.map((t) => x(taskWork(t, lookups)))),
    longestWall: Math.max(0, ...after.map((t) => x(t.dur))),
  };
}
