import { useEffect, useState } from 'react';
import { useVersus } from '../realtime/use-versus.ts';
import { Button } from '../ui/button.tsx';
import { ChatPanel } from './chat-panel.tsx';

/** The chat between the two players of a versus match (the match id is the room). */
export function MatchChat({ matchId }: { matchId: string }) {
  return (
    <section className="match-chat" aria-label="Match chat">
      <ChatPanel room={matchId} title="Match chat" />
    </section>
  );
}

/**
 * The in-game chat: a toggle button in the corner opening the match chat as a popup. The panel is
 * only mounted while open, so a closed chat holds no connection.
 */
export function MatchChatToggle({ matchId }: { matchId: string }) {
  const [open, setOpen] = useState(false);
  return (
    <div className="chat-toggle">
      {open ? (
        <section className="chat-toggle__popup" aria-label="Match chat" id="match-chat-popup">
          <ChatPanel room={matchId} />
        </section>
      ) : null}
      <Button
        variant={open ? 'secondary' : 'primary'}
        aria-expanded={open}
        aria-controls="match-chat-popup"
        onClick={() => setOpen((o) => !o)}
      >
        {open ? 'Close chat' : 'Chat'}
      </Button>
    </div>
  );
}

/**
 * The in-game chat toggle of a versus game, for the match the versus state names. The id is kept
 * once known, so the chat stays open on the result screen after the versus state has reset.
 */
export function VersusGameChat() {
  const current = useVersus((c) => c.state?.room?._id ?? null);
  const [kept, setKept] = useState<string | null>(current);
  useEffect(() => {
    if (current) setKept(current);
  }, [current]);
  const matchId = current ?? kept;
  return matchId ? <MatchChatToggle matchId={matchId} /> : null;
}
