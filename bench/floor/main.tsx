// The smallest console the chosen libraries allow: one observable store, one translated text, one route and a lazy
// one, one HTTP call. bench/floor.mjs builds it to measure what those libraries weigh before any of the console's
// own code (the /login JS budget's floor). No Blueprint: the console's components come on top.
import axios from 'axios';
import i18next from 'i18next';
import { makeAutoObservable } from 'mobx';
import { observer } from 'mobx-react-lite';
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
const counter = new Counter();
void i18next.use(initReactI18next).init({ lng: 'en', resources: { en: { translation: { go: 'Go' } } } });

const Home = observer(function Home() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <button
      type="button"
      onClick={() => {
        counter.inc();
        void axios.get('/api/ping');
        void navigate('/next');
      }}
    >
      {t('go')} {counter.n}
    </button>
  );
});

const router = createHashRouter([
  { path: '/', element: <Home /> },
  { path: '/next', lazy: async () => ({ Component: Home }) },
]);
const root = document.getElementById('root');
if (root) createRoot(root).render(<RouterProvider router={router} />);
