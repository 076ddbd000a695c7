import {
  ARTWORK_LICENCES,
  BUNDLED_LICENCES,
  licenceAllowed,
  type NoticeEntry,
  SEPARATE_PROGRAMS,
} from './licencePolicy.ts';

/**
 * What a built folder must satisfy (docs/licences.md), checked by tests/unit/licences.test.ts on the three builds:
 * its notices name every package, program and artwork it holds, each with its licence text, each licence on the list;
 * a separate program only where it may ship and only in its folder; no GPL code among the console's own files.
 */
export interface BuiltFolder {
  /** dist, dist-demo or dist-single. */
  name: string;
  entries: NoticeEntry[];
  /** THIRD-PARTY-NOTICES.txt. */
  text: string;
  /** The console's own code and styles: every .js and .css file and index.html, outside a program's folder. */
  code: string;
  /** Every file's path in the folder, `/`-separated. */
  files: string[];
  /** The installed versions of a package (package-lock.json). */
  installed: (name: string) => string[];
}

/**
 * Strings that only each package's code holds (error messages and API names that survive minifying): a package whose
 * string is in a build's code must be in its notices, and one whose string is not must not be. They tell apart the
 * three builds (the fake server's packages are only in the demo builds, the video muxer only in the served demo's
 * media worker), so a notice that listed every dependency, or missed the workers, fails.
 */
export const FINGERPRINTS: Record<string, string> = {
  miragejs: 'Mirage:',
  pretender: 'Pretender intercepted',
  'fake-xml-http-request': 'Refused to set unsafe header',
  mediabunny: 'Audio parameters must remain constant',
  uplot: 'syncRect',
  qrcode: 'No input text',
  'date-fns': 'Invalid time value',
  axios: 'AxiosError',
  i18next: 'i18next::',
};

/**
 * What GPL code leaves in a file: eSpeak NG's embedded data path and loader name, or the GPL's own wording (a
 * licence header or text). The console's messages name the GPL in words of their own (the demo's credits), which
 * these do not match.
 */
export const GPL_MARKS = ['espeak-ng-data', 'ESpeakNG', 'GNU General Public License', 'GNU GENERAL PUBLIC LICENSE'];

export function auditBuild(b: BuiltFolder): string[] {
  const problems: string[] = [];
  const listed = new Set(b.entries.filter((e) => e.kind === 'bundled').map((e) => e.name));
  if (listed.size === 0) problems.push(`${b.name}: its notices list no bundled package`);
  for (const e of b.entries) {
    const what = `${b.name}: ${e.name}@${e.version}`;
    if (!e.licenseText?.trim()) problems.push(`${what} has no licence text`);
    else if (!b.text.includes(e.licenseText.trim())) problems.push(`${what}: its licence text is not in the notices`);
    if (e.noticeText && !b.text.includes(e.noticeText.trim()))
      problems.push(`${what}: its NOTICE is not in the notices`);
    if (!b.text.includes(`${e.name} ${e.version}\nLicence: ${e.license}`))
      problems.push(`${what} is not in the notices`);
    const installed = b.installed(e.name);
    if (!installed.includes(e.version)) problems.push(`${what} is not an installed version (${installed.join(', ')})`);
    if (e.kind === 'bundled' && !licenceAllowed(e.license, BUNDLED_LICENCES)) {
      problems.push(`${what} is bundled under ${e.license}, which is not on the list`);
    }
    if (e.kind === 'artwork' && !licenceAllowed(e.license, ARTWORK_LICENCES)) {
      problems.push(`${what} is artwork under ${e.license}, which is not on the list`);
    }
    if (e.kind === 'program') problems.push(...auditProgram(b, e));
  }
  for (const [name, program] of Object.entries(SEPARATE_PROGRAMS)) {
    const ships = b.files.some((f) => f.startsWith(`${program.folder}/`));
    const noted = b.entries.some((e) => e.kind === 'program' && e.name === name);
    if (ships && !noted) problems.push(`${b.name}: ships ${program.folder}/ but its notices do not name ${name}`);
  }
  for (const [name, mark] of Object.entries(FINGERPRINTS)) {
    const holds = b.code.includes(mark);
    if (holds && !listed.has(name)) problems.push(`${b.name}: holds ${name}'s code, not in its notices`);
    if (!holds && listed.has(name)) problems.push(`${b.name}: its notices name ${name}, whose code it does not hold`);
  }
  for (const mark of GPL_MARKS) {
    if (b.code.includes(mark)) problems.push(`${b.name}: the console's own files hold GPL code ("${mark}")`);
  }
  return problems;
}

function auditProgram(b: BuiltFolder, e: NoticeEntry): string[] {
  const program = SEPARATE_PROGRAMS[e.name];
  const what = `${b.name}: ${e.name}`;
  if (!program) return [`${what} is a separate program not on the list`];
  const problems: string[] = [];
  if (!program.builds.includes(b.name)) problems.push(`${what} may not ship in ${b.name}`);
  if (e.license !== program.licence) problems.push(`${what} is under ${e.license}, not ${program.licence}`);
  if (e.folder !== program.folder) problems.push(`${what} is not in its folder ${program.folder}/`);
  for (const file of ['COPYING', 'SOURCE.md']) {
    if (!b.files.includes(`${program.folder}/${file}`)) problems.push(`${what}: ${program.folder}/${file} is missing`);
  }
  return problems;
}
