import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { DraftNote } from '../../components/DraftNote';
import { restoreInto, useKeptDraft } from '../../components/useKeptDraft';
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
  const [made] = useState(() => {
    const s = new AudioStore(root);
    // The script kept across a reload or the server's sign-out comes back.
    return { s, restored: restoreInto(s.script, root.work.draftFor(root.session.userId, 'aiaudio')) };
  });
  const store = made.s;
  const draft = useKeptDraft('aiaudio', store.script, made.restored);
  const preferred = params.get('voice') ?? undefined;

  useEffect(() => {
    void runAction(() => store.loadTimbres(preferred));
  }, [store, preferred]);
  // The list reads itself where its address says (AudioList).
  useEffect(() => () => store.dispose(), [store]);

  return (
    <div className="page">
      <PageHeader page="aiaudio" />
      <DraftNote draft={draft} />
      <div className="aiaudio-layout">
        <ScriptForm store={store} />
        <AudioList store={store} />
      </div>
    </div>
  );
});
