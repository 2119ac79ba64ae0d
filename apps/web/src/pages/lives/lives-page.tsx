import { useEventMeta } from '../../api/event-queries.ts';
import { StandardLivesPanel } from './standard-lives.tsx';
import { useVersusLives } from './versus-feed.ts';
import { VersusLivesPanel } from './versus-lives.tsx';
import '../../ui/page.css';
import './lives.css';

/**
 * Lives (/app/dashboard/lives): the running sessions whose athletes share them live, newest first,
 * paged and searchable by name, with Watch, and every versus match being played, with Watch per
 * player. Both lists follow the server's pushes (a session appears on its first countdown and
 * leaves on its result or exit; a match on its start and leaves when no one plays it any more);
 * nothing here polls.
 */
export function LivesPage() {
  const versus = useVersusLives();
  const meta = useEventMeta();
  const displayName = (name: string) => meta.data?.find((m) => m.name === name)?.displayName ?? name;
  return (
    <div className="page lives">
      <title>Lives · Mnemoria</title>
      <header className="page__header">
        <h1 className="page__title">Lives</h1>
        <p className="page__lead">Watch other athletes train, live and read-only.</p>
      </header>
      <StandardLivesPanel displayName={displayName} />
      <VersusLivesPanel lives={versus} displayName={displayName} />
    </div>
  );
}
