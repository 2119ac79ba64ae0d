import { afterEach, describe, expect, it, vi } from 'vitest';
import { mainSocket } from './main-socket.ts';
import { holdMainSocket } from './use-main-socket.ts';

const tick = () => new Promise((r) => setTimeout(r, 0));

describe('holding the main socket across a page change', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('a release followed by a hold in the same navigation never disconnects', async () => {
    const disconnect = vi.spyOn(mainSocket, 'disconnect').mockImplementation(() => mainSocket);
    vi.spyOn(mainSocket, 'connect').mockImplementation(() => mainSocket);
    const shell = holdMainSocket();
    shell();
    const game = holdMainSocket();
    await tick();
    expect(disconnect).not.toHaveBeenCalled();
    game();
    game();
    await tick();
    expect(disconnect).toHaveBeenCalledTimes(1);
  });
});
