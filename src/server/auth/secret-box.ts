import crypto from 'node:crypto';

/**
 * Authenticated encryption (AES-256-GCM) for secrets the server must read back, such as authenticator keys.
 * The key is derived from the signing secret, so a copy of the database alone does not reveal them.
 */
export function createSecretBox(rootSecret: Uint8Array, purpose: string) {
  const key = Buffer.from(crypto.hkdfSync('sha256', rootSecret, Buffer.alloc(0), purpose, 32));
  return {
    seal(plain: string): string {
      const iv = crypto.randomBytes(12);
      const cipher = crypto.createCipheriv('aes-256-gcm', key, iv);
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return [iv, cipher.getAuthTag(), body].map((part) => part.toString('base64url')).join('.');
    },
    open(sealed: string): string {
      const [iv, tag, body] = sealed.split('.').map((part) => Buffer.from(part, 'base64url'));
      const decipher = crypto.createDecipheriv('aes-256-gcm', key, iv!);
      decipher.setAuthTag(tag!);
      return Buffer.concat([decipher.update(body!), decipher.final()]).toString('utf8');
    },
  };
}
