/**
 * Everything the run creates (processes, databases, folders) registers its undo here as soon as it
 * exists, so a failure, a timeout or Ctrl-C at any step leaves nothing behind.
 */
export class Cleanup {
  private readonly steps: { label: string; undo: () => Promise<unknown> }[] = [];
  private running: Promise<void> | null = null;

  defer(label: string, undo: () => Promise<unknown>): void {
    this.steps.push({ label, undo });
  }

  /** Undoes in reverse order; a failing step is reported and the others still run. Runs once. */
  run(): Promise<void> {
    this.running ??= this.undoAll();
    return this.running;
  }

  private async undoAll(): Promise<void> {
    for (const step of this.steps.reverse()) {
      try {
        await step.undo();
      } catch (err) {
        console.error(`limpeza: ${step.label} falhou: ${(err as Error).message}`);
      }
    }
  }
}
