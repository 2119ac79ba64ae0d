import type { LiveShareReply, User } from '@mnemoria/protocol';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { currentUserKey, useCurrentUser } from '../../api/auth-queries.ts';
import { ApiError } from '../../api/http.ts';
import { Alert } from '../../ui/alert.tsx';
import { toast } from '../../ui/toast/toast-store.ts';
import './live-share.css';

async function patchLiveShare(status: boolean): Promise<boolean> {
  const res = await fetch('/api/user/settings/live-share', {
    method: 'PATCH',
    credentials: 'same-origin',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify({ status }),
  });
  const body = (await res.json().catch(() => null)) as LiveShareReply | null;
  if (!res.ok || !body?.success) throw new ApiError(res.status, body, body?.error ?? 'Live Share not saved');
  return body.live_share ?? status;
}

/**
 * Settings → Events: whether others may see your running sessions on the Lives page and watch
 * them. Saved at once; the cached user follows so every screen agrees.
 */
export function LiveShareToggle() {
  const { data: user } = useCurrentUser();
  const client = useQueryClient();
  const id = useId();
  const change = useMutation({
    mutationFn: patchLiveShare,
    onSuccess(share) {
      client.setQueryData<User | null>(currentUserKey, (u) =>
        u ? { ...u, settings: { ...u.settings, live_share: share } } : u,
      );
      toast({ title: share ? 'Live Share enabled' : 'Live Share disabled', variant: 'success' });
    },
  });
  const value = change.isPending ? Boolean(change.variables) : Boolean(user?.settings.live_share);
  return (
    <div data-slot="live-share" className="settings__slot live-share">
      <h2 className="settings__slot-title">Live Share</h2>
      <label className="live-share__switch" htmlFor={id}>
        <input
          id={id}
          type="checkbox"
          role="switch"
          aria-checked={value}
          checked={value}
          disabled={change.isPending || !user}
          onChange={(e) => change.mutate(e.target.checked)}
        />
        <span className="live-share__track" aria-hidden="true" />
        Let other athletes watch my sessions live
      </label>
      <p className="page__lead">
        When on, your running standard and practice sessions appear on the Lives page and anyone signed in can
        watch them read-only. Versus matches are always watchable.
      </p>
      {change.isError ? <Alert tone="danger">Failed to update settings. Please try again.</Alert> : null}
    </div>
  );
}
