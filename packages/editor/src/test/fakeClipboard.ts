import type { ClipboardAccess } from '../clipboard/systemClipboard';

/** A system clipboard shared by every engine of a test, as two tabs share the real one. */
export class FakeClipboard implements ClipboardAccess {
  items: ClipboardItem[] = [];
  readDenied = false;
  write(items: ClipboardItem[]): Promise<void> {
    this.items = items;
    return Promise.resolve();
  }
  read(): Promise<ClipboardItems> {
    if (this.readDenied) return Promise.reject(new DOMException('denied', 'NotAllowedError'));
    return Promise.resolve(this.items);
  }
  put(parts: Record<string, Blob>): void {
    this.items = [new ClipboardItem(parts)];
  }
  async text(type: string): Promise<string> {
    return (await this.items[0]!.getType(type)).text();
  }
}
