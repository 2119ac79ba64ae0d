import { readdirSync, readFileSync } from 'node:fs';

export interface ProcessInfo {
  pid: number;
  /** The executable's name (at most 15 characters). */
  comm: string;
  /** `R`, `S`, … `Z` for a zombie. */
  state: string;
  ppid: number;
  pgrp: number;
}

/** Every process on the machine, read from /proc (Linux); processes that exit meanwhile are skipped. */
export function processes(): ProcessInfo[] {
  let entries: string[];
  try {
    entries = readdirSync('/proc').filter((e) => /^\d+$/.test(e));
  } catch {
    return [];
  }
  const out: ProcessInfo[] = [];
  for (const entry of entries) {
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      // The command is parenthesised and may hold spaces; state, ppid and pgrp follow it.
      const [state = '', ppid, pgrp] = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      const comm = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
      out.push({ pid: Number(entry), comm, state, ppid: Number(ppid), pgrp: Number(pgrp) });
    } catch {
      // exited meanwhile
    }
  }
  return out;
}
