/**
 * Makes the demo's portraits under fixtures/media/portraits: one SVG per seed name, drawn by DiceBear's "Personas"
 * style (design by Draftbit, CC BY 4.0; code MIT; credited in the README). The same seed name always gives the same
 * face, so a rerun changes nothing unless PORTRAITS changes. The output is committed: neither the build, the demo nor
 * CI needs the network or this script. The fake server gives each seeded digital human one of these
 * (mirage/portraits.ts); production shows what the real service answers instead.
 *
 *   node scripts/gen-portraits.mjs
 */
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { createAvatar } from '@dicebear/core';
import * as personas from '@dicebear/personas';

export const OUT = 'fixtures/media/portraits';
/** How many faces ship: enough that a page of the gallery rarely repeats one (mirage/portraits.ts PORTRAIT_COUNT). */
export const PORTRAITS = 24;

/**
 * The frame a made video animates each face with besides its own (mirage/media/maker.ts): the same seed and options
 * with only the eyes changed (closed: a blink). DiceBear draws one random number per part whatever the choices, so
 * everything else stays that face. The mouth's shapes are drawn over the face by the studio (mirage/media/mouthArt.ts).
 */
const FRAMES = { blink: { eyes: ['sleep'] } };
const FRAMES_OUT = `${OUT}/frames`;

mkdirSync(FRAMES_OUT, { recursive: true });
for (const dir of [OUT, FRAMES_OUT]) for (const f of readdirSync(dir)) if (f.endsWith('.svg')) rmSync(`${dir}/${f}`);
for (let i = 1; i <= PORTRAITS; i++) {
  const name = `p${String(i).padStart(2, '0')}`;
  const options = {
    seed: `digital-human-${name}`,
    // No backdrop: the figure is cut out, so the console sets it over a card's colour or a video's background.
    radius: 0,
    // A presenter looks at the camera, smiles and wears no costume: no winks, pacifiers, caps or beanies, and hair in
    // natural colours.
    eyes: ['open', 'happy', 'glasses'],
    mouth: ['smile', 'bigSmile', 'lips', 'smirk'],
    nose: ['mediumRound', 'smallRound'],
    hair: [
      'long',
      'shortCombover',
      'bobCut',
      'curly',
      'curlyBun',
      'buzzcut',
      'bobBangs',
      'fade',
      'straightBun',
      'extraLong',
      'balding',
    ],
    hairColor: ['362c47', '6c4545', 'f29c65', 'dee1f5'],
    body: ['squared', 'rounded', 'small'],
    facialHairProbability: 15,
  };
  writeFileSync(`${OUT}/${name}.svg`, `${createAvatar(personas, options).toString()}\n`);
  for (const [frame, change] of Object.entries(FRAMES))
    writeFileSync(
      `${FRAMES_OUT}/${name}-${frame}.svg`,
      `${createAvatar(personas, { ...options, ...change }).toString()}\n`,
    );
}
console.log(`${PORTRAITS} portraits in ${OUT}`);
