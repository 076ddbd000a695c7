/**
 * The session the drift tests record: what a member does in the console, in calls. `api` is where calls go (a
 * recorder), `sandbox` the world of the service it runs in; the service's clock moves through its /__demo controls.
 */
export interface SessionSeen {
  token: string;
  tokenId: string;
  taskId: string;
}

export async function memberSession(api: string, sandbox: string): Promise<SessionSeen> {
  const origin = new URL(api).origin;
  const base = { 'x-fake-sandbox': sandbox, 'accept-language': 'en', platform: '5' };
  let auth: Record<string, string> = {};
  const call = async (path: string, input: Record<string, unknown>, method: 'GET' | 'POST' = 'POST') => {
    const query = method === 'GET' ? `?${new URLSearchParams(input as Record<string, string>)}` : '';
    const res = await fetch(`${api}${path}${query}`, {
      method,
      headers: { ...base, ...auth, 'content-type': 'application/json' },
      body: method === 'POST' ? JSON.stringify(input) : undefined,
    });
    return (await res.json()) as { code: number; msg: string; data: never };
  };
  const advance = (ms: number) =>
    fetch(`${origin}/__demo/advance`, {
      method: 'POST',
      headers: { ...base, 'content-type': 'application/json' },
      body: JSON.stringify({ ms }),
    });

  const login = await call('/userInfo/loginByPwd', { mobilePhone: '13800000005', passWord: 'demo123' });
  const me = login.data as { token: string; tokenId: string; userId: string; oemCode: string };
  auth = { token: me.token, 'x-token': me.token, userid: me.userId, tokenid: me.tokenId, oemcode: me.oemCode };
  await call('/userInfo/getUserInfo', { userId: me.userId }, 'GET');
  await call('/membership/getMembershipInfo', {}, 'GET');
  await call('/packageInfo/getPackageListForSale', {}, 'GET');
  await call('/userInfo/queryInviteUrl', {}, 'GET');
  await call('/voice/listVoice', { pageNum: 1, pageSize: 10 });
  const avatars = (await call('/avatar/listAvatar', { pageNum: 1, pageSize: 10 })).data as {
    list: { id: string; status: string }[];
  };
  const avatar = avatars.list.find((a) => a.status === 'ready')?.id ?? '';
  await call('/avatar/renameAvatar', { id: avatar, name: 'x'.repeat(40) });
  const voice = ((await call('/voice/listTimbre', {}, 'GET')).data as { id: string }[])[0].id;
  const task = await call('/task/createTask', {
    name: 'drift check',
    avatarId: avatar,
    voiceId: voice,
    language: 'en',
    scriptType: 'text',
    text: 'Hello there, this is a drift check.',
    rate: 1,
    audioSourceId: '',
    model: 'free',
    agreed: true,
    mode: 'basic',
  });
  // The task goes through the queue and editing to success over a minute of the service's time, read every 10 s.
  for (let i = 0; i < 6; i++) {
    await call('/task/listTask', { pageNum: 1, pageSize: 5 });
    await advance(10_000);
  }
  await call('/task/listTask', { pageNum: 1, pageSize: 0 });
  return { token: me.token, tokenId: me.tokenId, taskId: (task.data as { id: string }).id };
}
