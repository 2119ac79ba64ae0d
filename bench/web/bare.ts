/**
 * The baseline page: plain HTML and a few lines of script, no framework, served by a bare Node
 * HTTP server in the bench's process. It offers what the game page is measured on: a row of
 * one-digit fields that move on as a digit is typed, a Done button whose next stage needs a round
 * trip to the server, and a timer ticking every second.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

const PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>bare</title>
<style>input{width:1.5em;font:20px monospace;text-align:center}</style></head>
<body>
<p data-testid="game-stage" data-stage="mem">stage <span id="stage">mem</span> · <span id="timer">5:00</span></p>
<button type="button" id="done">Done</button>
<div id="cells"></div>
<script>
const cells = document.getElementById('cells');
for (let i = 0; i < 400; i++) {
  const input = document.createElement('input');
  input.maxLength = 1;
  input.inputMode = 'numeric';
  input.dataset.cell = String(i);
  cells.append(input);
}
cells.addEventListener('input', (e) => e.target.nextElementSibling?.focus());
let left = 300;
setInterval(() => {
  left -= 1;
  document.getElementById('timer').textContent = Math.floor(left / 60) + ':' + String(left % 60).padStart(2, '0');
}, 1000);
const stages = ['cdm', 'mem', 'cdr', 'rec'];
document.getElementById('done').addEventListener('click', async () => {
  const marker = document.querySelector('[data-stage]');
  const next = await (await fetch('/next?from=' + marker.dataset.stage)).text();
  marker.dataset.stage = next;
  document.getElementById('stage').textContent = next;
});
document.querySelector('input').focus();
</script></body></html>`;

const NEXT: Record<string, string> = { cdm: 'mem', mem: 'cdr', cdr: 'rec', rec: 'cdm' };

/** Starts the bare server on 127.0.0.1 (a free port); resolves with its address and a stop. */
export async function startBarePage() {
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://bare');
    if (url.pathname === '/next') {
      res.writeHead(200, { 'content-type': 'text/plain' });
      res.end(NEXT[url.searchParams.get('from') ?? ''] ?? 'cdm');
      return;
    }
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end(PAGE);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
