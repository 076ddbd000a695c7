// The smallest console the chosen libraries allow: one observable store, one translated text, one route and a lazy
// one, one HTTP call. bench/floor.mjs builds it to measure what those libraries weigh before any of the console's
// own code (the /login JS budget's floor). What the page shows is passed in: a plain button for the floor
// (bench/floor), a sign-in card of Blueprint's components for the Blueprint reference (bench/floor-blueprint).
import axios from 'axios';
import i18next from 'i18next';
import { makeAutoObservable } from 'mobx';
import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { initReactI18next, useTranslation } from 'react-i18next';
import { createHashRouter, RouterProvider, useNavigate } from 'react-router-dom';

class Counter {
  n = 0;
  constructor() {
    makeAutoObservable(this);
  }
  inc() {
    this.n++;
  }
}

/** What the page draws: a text to show, and the action that counts, calls and navigates. */
export type FloorView = (props: { label: string; go: () => void }) => ReactNode;

export function renderFloor(View: FloorView): void {
  const counter = new Counter();
  void i18next.use(initReactI18next).init({ lng: 'en', resources: { en: { translation: { go: 'Go' } } } });
  const Home = observer(function Home() {
    const { t } = useTranslation();
    const navigate = useNavigate();
    const go = () => {
      counter.inc();
      void axios.get('/api/ping');
      void navigate('/next');
    };
    return <View label={`${t('go')} ${counter.n}`} go={go} />;
  });
  const router = createHashRouter([
    { path: '/', element: <Home /> },
    { path: '/next', lazy: async () => ({ Component: Home }) },
  ]);
  const root = document.getElementById('root');
  if (root) createRoot(root).render(<RouterProvider router={router} />);
}
