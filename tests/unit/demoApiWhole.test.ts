// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import type { ConsoleControls } from '../../mirage/demoApi';
import { DOCUMENTED } from '../demoMethods';
import { demoOver } from './backendHelpers';

const settled = async (p: Promise<unknown>) => {
  let done = false;
  void p.then(() => {
    done = true;
  });
  await new Promise((r) => setTimeout(r, 0));
  return done;
};

describe('window.__demo is whole from the moment it exists', () => {
  it('has every documented method before the console has started', () => {
    const demo = demoOver().demo;
    for (const name of DOCUMENTED) expect(typeof demo[name], name).toBe('function');
    expect(demo.ready).toBeInstanceOf(Promise);
  });

  it("the console's controls wait for the console, then act; ready resolves once they work", async () => {
    const demo = demoOver().demo;
    const calls: string[] = [];
    const scenes = demo.scenes();
    const signIn = demo.signIn('13800000005');
    const link = demo.link({ page: '/digital' });
    expect(await settled(demo.ready)).toBe(false);
    expect(await settled(scenes)).toBe(false);
    const controls: ConsoleControls = {
      signIn: async (m) => {
        calls.push(`signIn ${m}`);
      },
      scenes: async () => [{ name: 'voiceTrains', title: 'Voice' }],
      scene: async (n) => {
        calls.push(`scene ${n}`);
      },
      brand: async () => {},
      link: async (o) => `link ${o?.page}`,
    };
    demo.attachConsole(controls);
    await demo.ready;
    expect(await scenes).toEqual([{ name: 'voiceTrains', title: 'Voice' }]);
    await signIn;
    expect(await link).toBe('link /digital');
    await demo.scene('voiceTrains');
    expect(calls).toEqual(['signIn 13800000005', 'scene voiceTrains']);
  });

  it("the fake server's own controls work at once", () => {
    const demo = demoOver().demo;
    const t = demo.now();
    expect(demo.advance(60_000)).toBe(t + 60_000);
    expect(demo.seed()).toBeTypeOf('number');
  });
});
