/**
 * Makes sure no child process outlives us: on normal exit, on SIGINT/SIGTERM/SIGHUP, and on an
 * uncaught crash. Signal handlers are installed only while children are alive, so a process that
 * imports this without starting anything keeps Node's default behaviour.
 */
import type { ChildProcess } from 'node:child_process';

const children = new Set<ChildProcess>();
const SIGNALS = ['SIGINT', 'SIGTERM', 'SIGHUP'] as const;

function killAll(): void {
  for (const child of children) {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  }
  children.clear();
}

function onSignal(signal: NodeJS.Signals): void {
  killAll();
  uninstall();
  // Re-raise so the default action (exit with the signal's status) still happens, unless the
  // program installed its own handler (the CLI does, to stop cleanly).
  if (process.listenerCount(signal) === 0) process.kill(process.pid, signal);
}

function install(): void {
  process.on('exit', killAll);
  for (const s of SIGNALS) process.on(s, onSignal);
}

function uninstall(): void {
  process.off('exit', killAll);
  for (const s of SIGNALS) process.off(s, onSignal);
}

/** Registers a child to kill when we go away; returns a function that unregisters it. */
export function killOnExit(child: ChildProcess): () => void {
  if (children.size === 0) install();
  children.add(child);
  const release = () => {
    children.delete(child);
    if (children.size === 0) uninstall();
  };
  child.once('exit', release);
  return release;
}
