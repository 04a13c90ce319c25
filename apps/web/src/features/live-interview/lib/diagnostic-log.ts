import { DIAGNOSTIC_LOG_LINES } from '@visaready/shared';

type Listener = () => void;

/**
 * What the live interview did, newest last, capped at the spec's 50 lines: shown in a collapsible panel so a
 * person whose microphone does not work can see (and report) why.
 */
export class DiagnosticLog {
  private lines: readonly string[] = [];
  private readonly listeners = new Set<Listener>();

  add(message: string): void {
    const time = new Date().toISOString().slice(11, 23);
    this.lines = [...this.lines, `${time} ${message}`].slice(-DIAGNOSTIC_LOG_LINES);
    for (const listener of this.listeners) listener();
  }

  snapshot = (): readonly string[] => this.lines;

  subscribe = (listener: Listener): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };
}
