import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { PageHeader } from '../../components/PageHeader';
import { runAction } from '../../components/runAction';
import { AudioStore } from '../../stores/AudioStore';
import { useStores } from '../../stores/RootStore';
import { AudioList } from './AudioList';
import { ScriptForm } from './ScriptForm';
import '../assets.css';

/** AI audio: write a script with pauses, speak it with a chosen voice, and play or download the results. */
export default observer(function AiAudioPage() {
  const root = useStores();
  const [params] = useSearchParams();
  const [store] = useState(() => {
    const s = new AudioStore(root);
    // The script kept when the server signed this account out comes back.
    s.script.restore(root.work.draftFor(root.session.userId, 'aiaudio'));
    return s;
  });
  const preferred = params.get('voice') ?? undefined;

  useEffect(() => {
    void runAction(() => store.loadTimbres(preferred));
  }, [store, preferred]);
  useEffect(() => {
    void store.loadList();
    return () => store.dispose();
  }, [store]);
  useEffect(() => root.work.offer(root.session.userId, 'aiaudio', () => store.script.toDraft()), [root, store]);

  return (
    <div className="page">
      <PageHeader page="aiaudio" />
      <div className="aiaudio-layout">
        <ScriptForm store={store} />
        <AudioList store={store} />
      </div>
    </div>
  );
});
