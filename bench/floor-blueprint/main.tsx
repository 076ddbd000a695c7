// The Blueprint reference: the library floor (bench/floor/floorApp.tsx) drawing a sign-in card made of Blueprint's
// components, with Blueprint's stylesheet, and nothing of the console. npm run bench measures it beside the floor:
// what a sign-in page drawn with Blueprint costs before any of the console's own work.
import 'normalize.css';
import '@blueprintjs/core/lib/css/blueprint.css';
import { Button, Card, Checkbox, FormGroup, H2, HTMLSelect, InputGroup } from '@blueprintjs/core';
import { Icons } from '@blueprintjs/icons';
import { renderFloor } from '../floor/floorApp';

// The card's two icons, each its own small file, as the console loads its icons (src/app/icons.ts); Blueprint's own
// loader would fetch all of them.
Icons.setLoaderOptions({
  loader: async (name) =>
    (name === 'lock'
      ? await import('@blueprintjs/icons/lib/esm/generated/16px/paths/lock.js')
      : await import('@blueprintjs/icons/lib/esm/generated/16px/paths/mobile-phone.js')
    ).default,
});

renderFloor(({ label, go }) => (
  <Card style={{ maxWidth: 400, margin: '40px auto' }}>
    <H2>Sign in</H2>
    <HTMLSelect options={['English', '中文', 'Español', '日本語']} aria-label="Language" />
    <FormGroup label="Mobile phone" labelFor="phone">
      <InputGroup id="phone" name="phone" leftIcon="mobile-phone" />
    </FormGroup>
    <FormGroup label="Password" labelFor="password">
      <InputGroup id="password" name="password" type="password" leftIcon="lock" />
    </FormGroup>
    <Checkbox label="I have read and agree to the agreements" />
    <Button intent="primary" fill onClick={go} text={label} />
  </Card>
));
