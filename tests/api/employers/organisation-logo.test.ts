import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { createTestApp, type TestApp } from '../support/test-app';
import { signUpToken } from '../support/accounts';
import { multipartBody } from '../support/multipart';
import { auth, imageBytes, inviteAndClaim, newOrganisation, staffToken, uploadLogo, type Member } from '../support/organisation';
import { seedDemoAccounts } from '../../../src/server/seed/demo-accounts';
import { uploadedFiles } from '../../../src/server/db/schema';

let t: TestApp;
let staff: string;
beforeAll(async () => {
  t = await createTestApp();
  await seedDemoAccounts(t.database.db);
  staff = await staffToken(t);
});
afterAll(() => t.close());

const organisation = async (token: string, id: number) => (await t.app.inject({ method: 'GET', url: `/api/employers/${id}/`, headers: auth(token) })).json();
const stored = async (id: number) => (await t.database.db.select().from(uploadedFiles).where(eq(uploadedFiles.id, id)))[0];
const logosOfOrganisation = async (employerId: number) => t.database.db.select().from(uploadedFiles).where(eq(uploadedFiles.employerId, employerId));

describe('POST /api/employers/{id}/logo/', () => {
  let admin: Member;
  beforeAll(async () => {
    admin = await newOrganisation(t, 'Logo Learning Co');
  });

  it('stores a PNG scaled down to fit 512×512, adds it to the logos answer, and answers 201 {id, file_name, url}', async () => {
    const response = await uploadLogo(t, admin.token, admin.employerId, await imageBytes(1200, 600), 'C:\\fakepath\\Our Logo.png');
    expect(response.statusCode, response.body).toBe(201);
    const logo = response.json();
    expect(logo).toEqual({ id: expect.any(Number), file_name: 'Our Logo.png', url: `/api/uploaded-files/${logo.id}/` });

    const row = await stored(logo.id);
    expect(row).toMatchObject({ purpose: 'logo', employerId: admin.employerId, uploadedBy: admin.userId, contentType: 'image/png', fileName: 'Our Logo.png' });
    const size = await sharp(row!.content!).metadata();
    expect({ format: size.format, width: size.width, height: size.height }).toEqual({ format: 'png', width: 512, height: 256 });
    expect(row!.sizeBytes).toBe(row!.content!.length);

    const body = await organisation(admin.token, admin.employerId);
    expect(body.logos).toEqual([logo]);
    expect(body.logo_url).toBe(logo.url);

    // Anyone may load it, signed in or not: the public employer page shows it.
    const served = await t.app.inject({ method: 'GET', url: logo.url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.rawPayload.equals(row!.content!)).toBe(true);
  });

  it('keeps a small image at its size and turns a JPEG or WebP into WebP, whatever the name says', async () => {
    const other = await newOrganisation(t, 'Small Logo School');
    const jpeg = await uploadLogo(t, other.token, other.employerId, await imageBytes(120, 80, 'jpeg'), 'logo.png');
    expect(jpeg.statusCode, jpeg.body).toBe(201);
    expect(jpeg.json().file_name).toBe('logo.webp');
    const row = await stored(jpeg.json().id);
    expect(row!.contentType).toBe('image/webp');
    const meta = await sharp(row!.content!).metadata();
    expect({ format: meta.format, width: meta.width, height: meta.height }).toEqual({ format: 'webp', width: 120, height: 80 });

    const webp = await uploadLogo(t, other.token, other.employerId, await imageBytes(700, 700, 'webp'), 'mark.webp');
    expect(webp.statusCode).toBe(201);
    expect((await sharp((await stored(webp.json().id))!.content!).metadata()).width).toBe(512);
  });

  it('refuses a text file named .png (415) and a file over 5 MB (413), storing nothing', async () => {
    const other = await newOrganisation(t, 'Refused Files Academy');
    const text = await uploadLogo(t, other.token, other.employerId, Buffer.from('This is not an image at all, just words.\n'), 'logo.png');
    expect(text.statusCode).toBe(415);
    expect(text.json().detail).toBe('This file is not a PNG, JPEG or WebP image. Upload the logo in one of those formats.');
    const svg = await uploadLogo(t, other.token, other.employerId, Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>'), 'logo.svg');
    expect(svg.statusCode).toBe(415);

    const big = Buffer.concat([await imageBytes(64, 64), Buffer.alloc(5 * 1024 * 1024 + 1, 1)]);
    const tooLarge = await uploadLogo(t, other.token, other.employerId, big, 'huge.png');
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json().detail).toBe('The image is larger than 5 MB. Save a smaller PNG, JPEG or WebP and upload that.');
    expect(await logosOfOrganisation(other.employerId)).toEqual([]);
    expect((await organisation(other.token, other.employerId)).logos).toBeNull();
  });

  it('refuses an image of more than 40 megapixels before decoding it (a decompression bomb)', async () => {
    const other = await newOrganisation(t, 'Bomb Squad Prep');
    // 8000×8000 of one colour compresses to a few hundred kilobytes and would decode to 192 MB.
    const bomb = await sharp({ create: { width: 8000, height: 8000, channels: 3, background: { r: 255, g: 255, b: 255 } } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    expect(bomb.length).toBeLessThan(5 * 1024 * 1024);
    const response = await uploadLogo(t, other.token, other.employerId, bomb, 'bomb.png');
    expect(response.statusCode).toBe(413);
    expect(response.json().detail).toBe('The image is larger than 40 megapixels. Save a smaller version of the logo and upload that.');
    expect(await logosOfOrganisation(other.employerId)).toEqual([]);
  });

  it('refuses a damaged image and a request that is not a form', async () => {
    const other = await newOrganisation(t, 'Damaged Goods School');
    const cut = (await imageBytes(300, 300)).subarray(0, 200);
    const damaged = await uploadLogo(t, other.token, other.employerId, cut, 'cut.png');
    expect(damaged.statusCode).toBe(400);
    expect(damaged.json().detail).toContain('could not be read');
    const json = await t.app.inject({ method: 'POST', url: `/api/employers/${other.employerId}/logo/`, headers: auth(other.token), payload: { file: 'x' } });
    expect(json.statusCode).toBe(415);
    const two = multipartBody([
      { name: 'file', value: await imageBytes(10, 10), fileName: 'a.png' },
      { name: 'file2', value: await imageBytes(10, 10), fileName: 'b.png' },
    ]);
    const twice = await t.app.inject({
      method: 'POST',
      url: `/api/employers/${other.employerId}/logo/`,
      headers: { ...auth(other.token), ...two.headers },
      payload: two.payload,
    });
    expect(twice.statusCode).toBe(400);
    expect(await logosOfOrganisation(other.employerId)).toEqual([]);
  });

  it('takes at most 3 logos, refusing the fourth with the schema message; PATCH can reorder and remove them', async () => {
    const other = await newOrganisation(t, 'Three Logos Network');
    const ids: number[] = [];
    for (let i = 0; i < 3; i += 1) {
      const response = await uploadLogo(t, other.token, other.employerId, await imageBytes(40 + i, 40), `logo-${i}.png`);
      expect(response.statusCode).toBe(201);
      ids.push(response.json().id);
    }
    const fourth = await uploadLogo(t, other.token, other.employerId, await imageBytes(50, 50), 'logo-3.png');
    expect(fourth.statusCode).toBe(400);
    expect(fourth.json()).toEqual({ logos: ['Upload at most 3 logos'], code: 'validation_failed' });
    expect((await logosOfOrganisation(other.employerId)).map((row) => row.id).sort()).toEqual([...ids].sort());

    const body = await organisation(other.token, other.employerId);
    const [first, second, third] = body.logos;
    const patch = (payload: object) => t.app.inject({ method: 'PATCH', url: `/api/employers/${other.employerId}/`, headers: auth(other.token), payload });

    // Reordered and one removed: the third becomes the logo shown, and the removed file is gone.
    const reordered = await patch({ logos: [third, first] });
    expect(reordered.statusCode, reordered.body).toBe(200);
    expect(reordered.json().logos).toEqual([third, first]);
    expect(reordered.json().logo_url).toBe(third.url);
    expect(await stored(second.id)).toBeUndefined();
    expect((await t.app.inject({ method: 'GET', url: second.url })).statusCode).toBe(404);

    // A logo cannot be added or pointed elsewhere through PATCH; only ids of uploaded logos are taken.
    const smuggled = await patch({ logos: [third, { id: 999_999, file_name: 'x.png', url: 'https://evil.example/x.png' }] });
    expect(smuggled.statusCode).toBe(400);
    expect(smuggled.json().logos[0]).toContain('uploading');
    const renamed = await patch({ logos: [{ ...third, url: 'https://evil.example/x.png', file_name: 'evil.png' }] });
    expect(renamed.json().logos).toEqual([third]);
    expect(await stored(first.id)).toBeUndefined();
    expect((await patch({ logos: [third, third] })).statusCode).toBe(400);

    const none = await patch({ logos: null });
    expect(none.json()).toMatchObject({ logos: null, logo_url: null });
    expect(await logosOfOrganisation(other.employerId)).toEqual([]);
  });

  it('counts the logo in the completeness', async () => {
    const other = await newOrganisation(t, 'Counting Logos Academy');
    expect((await organisation(other.token, other.employerId)).completeness).toBe(0);
    await uploadLogo(t, other.token, other.employerId, await imageBytes(30, 30));
    expect((await organisation(other.token, other.employerId)).completeness).toBe(6);
  });

  it('is open to the organization’s team administrators and staff only', async () => {
    const member = await inviteAndClaim(t, admin, { is_team_admin: false, can_edit_roles: false });
    const outsider = await newOrganisation(t, 'Not Your Logo Inc');
    const seeker = await signUpToken(t.app);
    const png = await imageBytes(20, 20);
    const other = await newOrganisation(t, 'Empty Logo Org');
    for (const [who, token] of [
      ['administrator', admin.token],
      ['staff', staff],
    ] as const) {
      expect((await uploadLogo(t, token, admin.employerId, png)).statusCode, who).toBe(201);
      // Three logos at most: make room again.
      await t.app.inject({ method: 'PATCH', url: `/api/employers/${admin.employerId}/`, headers: auth(admin.token), payload: { logos: null } });
    }
    const refused = await uploadLogo(t, member.token, admin.employerId, png);
    expect(refused.statusCode, 'employee who is not a team administrator').toBe(403);
    expect(refused.json().detail).toMatch(/^Only a team administrator can change the organization's profile\./);
    const refusals = [
      ['other organization', outsider.token, 404],
      ['job seeker', seeker.token, 403],
      ['anonymous', '', 401],
    ] as const;
    for (const [who, token, status] of refusals) {
      const body = multipartBody([{ name: 'file', value: png, fileName: 'x.png' }]);
      const headers = token ? { ...auth(token), ...body.headers } : body.headers;
      const response = await t.app.inject({ method: 'POST', url: `/api/employers/${other.employerId}/logo/`, headers, payload: body.payload });
      expect(response.statusCode, who).toBe(status);
    }
    expect(await logosOfOrganisation(other.employerId)).toEqual([]);
  });
});
