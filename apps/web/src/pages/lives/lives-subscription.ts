import { mainSocket } from '../../realtime/main-socket.ts';

let holders = 0;

/**
 * A Lives list is on screen. Asking for a list subscribes the socket to its changes on the server;
 * when the last list on screen goes, `leave-lives` ends that, so a player elsewhere in the app is
 * not sent every start and end of everyone else's sessions. Returns the release.
 */
export function holdLives(): () => void {
  holders++;
  let released = false;
  return () => {
    if (released) return;
    released = true;
    holders--;
    if (holders === 0 && mainSocket.connected) mainSocket.emit('leave-lives');
  };
}
