// npm run fake:serve: the fake service over real HTTP (mirage/node/httpServer.ts), under /api on PORT (3100).
//   --seed N  --scenario default|empty|large  --speed F  --frozen  --persist file.json  --host 0.0.0.0
import { parseArgs } from 'node:util';
import { loadModules } from './contract/vite.mjs';

const { values } = parseArgs({
  options: {
    seed: { type: 'string' },
    scenario: { type: 'string' },
    speed: { type: 'string' },
    frozen: { type: 'boolean' },
    persist: { type: 'string' },
    host: { type: 'string' },
    port: { type: 'string' },
  },
});
const { modules, close } = await loadModules(['/mirage/node/httpServer.ts', '/mirage/scenarios/index.ts']);
const [{ startFakeHttpServer, DEMO_PREFIX }, { isScenario, SCENARIO_NAMES }] = modules;
if (values.scenario && !isScenario(values.scenario)) {
  console.error(`--scenario must be one of ${SCENARIO_NAMES.join(', ')}`);
  process.exit(2);
}
const fake = await startFakeHttpServer({
  port: Number(values.port ?? process.env.PORT ?? 3100),
  host: values.host ?? '127.0.0.1',
  seed: values.seed ? Number(values.seed) : undefined,
  scenario: values.scenario,
  speed: values.speed ? Number(values.speed) : undefined,
  frozen: values.frozen,
  persistFile: values.persist,
});
const origin = fake.url.replace(/\/api$/, '');
console.log(`fake service at ${fake.url} (seed ${fake.backend.db.seed}, scenario ${fake.backend.db.scenario})`);
console.log(
  `demo controls at ${origin}${DEMO_PREFIX} (GET for the state; POST reset, advance, speed, fail, chaos, pay)`,
);
console.log(
  `try: curl -s -X POST ${fake.url}/userInfo/loginByPwd -H 'content-type: application/json' -d '{"mobilePhone":"13800000001","passWord":"demo123"}'`,
);
const stop = async () => {
  await fake.close();
  await close();
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
