import fs from 'node:fs';
import path from 'node:path';

/**
 * The link in the newest e-mail to `recipient` whose link contains `pathPart`, read from the readable copies
 * the server keeps under DATA_DIR/outbox when no SMTP server is configured. Waits for it to arrive.
 */
export async function linkFromOutbox(dataDir: string, recipient: string, pathPart: string, timeoutMs = 10_000): Promise<string> {
  const folder = path.join(dataDir, 'outbox');
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const files = fs.existsSync(folder) ? fs.readdirSync(folder).sort().reverse() : [];
    for (const file of files) {
      const text = fs.readFileSync(path.join(folder, file), 'utf8');
      if (!text.startsWith(`To: ${recipient}\n`)) continue;
      const link = text.split(/\s+/).find((word) => word.startsWith('http') && word.includes(pathPart));
      if (link) return link;
    }
    if (Date.now() > deadline) throw new Error(`no e-mail to ${recipient} with a ${pathPart} link arrived`);
    // The file is written right after the answer; a short poll of the folder awaits it.
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
