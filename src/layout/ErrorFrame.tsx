import { observer } from 'mobx-react-lite';
import { Outlet } from 'react-router-dom';
import { useStores } from '../stores/RootStore';
import Layout from './Layout';

/**
 * Around 404 and 401: inside a signed-in console the page keeps the console's frame (menu, top bar, tabs), so the
 * person is still in their console with every way on; signed out it is the plain page.
 */
export default observer(function ErrorFrame() {
  const { session } = useStores();
  return session.signedIn && session.user ? <Layout /> : <Outlet />;
});
