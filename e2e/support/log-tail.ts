/** Keeps the last lines of a process's output, to explain a failed start in the error message. */
export class LogTail {
  private readonly lines: string[] = [];
  private partial = '';

  constructor(private readonly maxLines: number) {}

  append(chunk: string): void {
    const pieces = (this.partial + chunk).split('\n');
    this.partial = pieces.pop() ?? '';
    this.lines.push(...pieces);
    this.lines.splice(0, Math.max(0, this.lines.length - this.maxLines));
  }

  toString(): string {
    const all = this.partial === '' ? this.lines : [...this.lines, this.partial];
    return all.length === 0 ? '(the server printed nothing)' : all.join('\n');
  }
}
