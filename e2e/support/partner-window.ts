/** The handle the examples' partner page (examples/embed.html) leaves on its window for the tests. */
export type Partner = {
  player: {
    ready(): Promise<{ capabilities: string[] }>;
    play(): Promise<void>;
    pause(): Promise<void>;
    seek(s: number): Promise<void>;
    load(t: unknown): Promise<void>;
    getState(): Promise<Record<string, unknown>>;
  };
  received: Array<{ event: string; data: unknown }>;
};
declare global {
  interface Window {
    onairPartner?: Partner;
    heard?: unknown[];
  }
}
