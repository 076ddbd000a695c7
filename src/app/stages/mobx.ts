// A start-up step (src/main.tsx): MobX and its React bindings (one name each, so the rest is shaken out as usual).
export { makeAutoObservable } from 'mobx';
export { observer } from 'mobx-react-lite';
