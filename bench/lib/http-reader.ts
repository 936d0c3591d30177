/**
 * Reads HTTP/1.1 responses off a keep-alive connection for the benchmarks' paced client
 * (paced-load.ts): finds where each response ends (Content-Length, chunked transfer encoding, or
 * no body for 1xx, 204 and 304) and gives its status, without decoding headers or body beyond
 * that. Not a general parser: responses to HEAD and bodies ended by closing the connection are
 * not handled (the shop's server sends neither to the benchmarks).
 */
export class HttpReader {
  private buffered: Buffer = Buffer.alloc(0);
  /** The response being read: its status and what remains of its body, once its head is read. */
  private current: { status: number; remaining: number; chunked: boolean } | undefined;

  /** Takes the next bytes of the connection; returns the statuses of the responses they complete, in order. Throws on a malformed response. */
  push(chunk: Buffer): number[] {
    this.buffered = this.buffered.length === 0 ? chunk : Buffer.concat([this.buffered, chunk]);
    const done: number[] = [];
    for (;;) {
      if (!this.current && !this.readHead()) break;
      const current = this.current!;
      if (!(current.chunked ? this.readChunks() : this.readBody())) break;
      done.push(current.status);
      this.current = undefined;
    }
    return done;
  }

  /** Reads a status line and headers when they are all here. */
  private readHead(): boolean {
    const end = this.buffered.indexOf('\r\n\r\n');
    if (end < 0) return false;
    const head = this.buffered.toString('latin1', 0, end);
    this.buffered = this.buffered.subarray(end + 4);
    const status = Number(/^HTTP\/1\.[01] (\d{3})/.exec(head)?.[1]);
    if (!Number.isInteger(status)) throw new Error(`not an HTTP response: ${head.slice(0, 40)}`);
    const length = /\r\ncontent-length:\s*(\d+)/i.exec(head);
    const chunked = /\r\ntransfer-encoding:[^\r]*chunked/i.test(head);
    const bodiless = status < 200 || status === 204 || status === 304;
    this.current = {
      status,
      remaining: bodiless || chunked ? 0 : Number(length?.[1] ?? 0),
      chunked: chunked && !bodiless,
    };
    return true;
  }

  /** Skips a Content-Length body; true when all of it has been read. */
  private readBody(): boolean {
    const current = this.current!;
    const take = Math.min(current.remaining, this.buffered.length);
    current.remaining -= take;
    this.buffered = this.buffered.subarray(take);
    return current.remaining === 0;
  }

  /** Skips chunks up to the last (size 0) and its trailer; true when the body has ended. */
  private readChunks(): boolean {
    const current = this.current!;
    for (;;) {
      if (current.remaining > 0) {
        // The rest of a chunk and the CRLF after it.
        const take = Math.min(current.remaining, this.buffered.length);
        current.remaining -= take;
        this.buffered = this.buffered.subarray(take);
        if (current.remaining > 0) return false;
      }
      const line = this.buffered.indexOf('\r\n');
      if (line < 0) return false;
      const size = parseInt(this.buffered.toString('latin1', 0, line), 16);
      if (!Number.isInteger(size)) throw new Error('malformed chunk size');
      if (size === 0) {
        // The last chunk: an empty trailer ends the body.
        const end = this.buffered.indexOf('\r\n\r\n', line);
        if (end < 0) return false;
        this.buffered = this.buffered.subarray(end + 4);
        return true;
      }
      this.buffered = this.buffered.subarray(line + 2);
      current.remaining = size + 2;
    }
  }
}
