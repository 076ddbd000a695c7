import type { Finding } from './findings.ts';
import { type DriftReport, summaryLine } from './report.ts';

const html = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const shown = (v: unknown) =>
  v === undefined || v === null ? '—' : html(typeof v === 'string' ? v : JSON.stringify(v));

/** What each kind means, beside the finding, so the page reads without the manual. */
const MEANING: Record<Finding['kind'], string> = {
  status: 'HTTP status differs',
  code: 'the answer’s code differs',
  msg: 'a message kind the fake does not give here',
  'field-added': 'a field only the real service sends',
  'field-removed': 'a field the real service no longer sends',
  'type-changed': 'a field’s type differs',
  'enum-value': 'a value outside the contract’s list',
  total: 'the list counts differently',
  transition: 'a change of status the fake never makes',
  timing: 'much slower than the fake',
};

const CSS = `
body{font:14px/1.45 system-ui,-apple-system,"Segoe UI",Roboto,"Noto Sans CJK SC",sans-serif;margin:0;color:#1c2127;background:#f6f7f9}
header{background:#fff;border-bottom:1px solid #dce0e5;padding:20px 32px}
h1{font-size:20px;margin:0 0 6px}
.summary{font-size:15px}
.pills span{display:inline-block;border-radius:12px;padding:2px 10px;margin:8px 6px 0 0;font-weight:600}
.error{background:#fce8e8;color:#a82a2a}.warning{background:#fcf1dc;color:#8a5a00}.info{background:#e5eef9;color:#1f5fa6}.ok{background:#e4f4ea;color:#1c6e42}
main{padding:16px 32px 40px}
.legend{color:#5f6b7c;margin:0 0 14px}
section{background:#fff;border:1px solid #dce0e5;border-radius:6px;margin:0 0 10px}
section>h2{font-size:14px;margin:0;padding:10px 14px;display:flex;gap:12px;align-items:baseline}
section.clean>h2{color:#5f6b7c;font-weight:500;padding:5px 14px}
section.clean>h2+h2{border-top:1px solid #f0f2f4}
.idx{color:#8f99a8;min-width:2.5em}.method{font-family:ui-monospace,monospace;font-size:12px;color:#5f6b7c}
code,.mono{font-family:ui-monospace,SFMono-Regular,Menlo,monospace;font-size:12.5px}
table{border-collapse:collapse;width:100%;table-layout:fixed;border-top:1px solid #eef0f2}
th,td{text-align:left;padding:7px 14px;vertical-align:top;border-bottom:1px solid #eef0f2}
th{font-size:12px;color:#5f6b7c;font-weight:600;background:#fafbfc}
td.sev span{border-radius:10px;padding:1px 8px;font-size:12px;font-weight:600}
td.val,td code{word-break:break-word}
.contract{color:#a82a2a;font-weight:600}
.meaning{color:#5f6b7c;font-size:12px}
.id{color:#8f99a8;font-size:11.5px}
`;

/**
 * The report as one page that opens with no network (no script, no font or image fetched): the summary, then each
 * call in order with its findings, what the fake answered (expected) against what the real service did (actual).
 */
export function reportHtml(r: DriftReport, title = 'Drift report'): string {
  const s = r.summary;
  const head = (c: DriftReport['calls'][number]) =>
    `<h2><span class="idx">#${c.index + 1}</span><span class="method">${html(c.method)}</span><code>${html(c.path)}</code><span class="meaning">HTTP ${c.status}${c.code === null ? '' : ` · code ${c.code}`}</span></h2>`;
  const parts: string[] = [];
  // Calls with nothing to say are kept, in order, but as one compact block per run of them.
  let clean: string[] = [];
  const flush = () => {
    if (clean.length) parts.push(`<section class="clean">${clean.join('')}</section>`);
    clean = [];
  };
  for (const c of r.calls) {
    if (!c.findings.length) {
      clean.push(head(c));
      continue;
    }
    flush();
    const body = c.findings
      .map(
        (f) =>
          `<tr><td class="sev"><span class="${f.severity}">${f.severity}</span></td><td><b>${f.kind}</b><div class="meaning">${MEANING[f.kind]}</div></td><td><code>${html(f.path || '(the call)')}</code></td><td class="val mono">${shown(f.expected)}</td><td class="val mono">${shown(f.actual)}</td><td>${f.contract ? '<span class="contract">breaks openapi.json</span>' : 'within the contract'}</td><td class="id mono">${html(f.id)}</td></tr>`,
      )
      .join('');
    parts.push(
      `<section>${head(c)}<table><colgroup><col style="width:8%"><col style="width:16%"><col style="width:17%"><col style="width:18%"><col style="width:14%"><col style="width:13%"><col style="width:14%"></colgroup><thead><tr><th>severity</th><th>kind</th><th>path</th><th>expected (fake)</th><th>actual (real)</th><th>contract</th><th>id</th></tr></thead><tbody>${body}</tbody></table></section>`,
    );
  }
  flush();
  const rows = parts.join('\n');
  const pill = (n: number, cls: string, word: string) => `<span class="${n ? cls : 'ok'}">${n} ${word}</span>`;
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${html(title)}</title><style>${CSS}</style></head>
<body><header><h1>${html(title)}</h1><div class="summary">${html(summaryLine(r))}</div>
<div class="pills">${pill(s.error, 'error', 'errors')}${pill(s.warning, 'warning', 'warnings')}${pill(s.info, 'info', 'info')}</div></header>
<main><p class="legend">Each call of the recorded session, in order, replayed into a fresh sandbox of the fake. <b>expected</b> is what the fake answered, <b>actual</b> what the real service answered. A finding that <span class="contract">breaks openapi.json</span> is fixed in the service (or the contract); any other, in the fake. Accept one by adding its id to <code>.driftignore</code>.</p>
${rows}
</main></body></html>
`;
}
