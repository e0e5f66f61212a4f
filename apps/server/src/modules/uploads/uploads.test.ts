import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { imageSrcSet, imageUrlAt } from '@app/contract';
import { client, forEachDatabase, createTestApp, signIn, type Client, type TestApp } from '../../../test/harness.js';
import { createStaff, STAFF_PASSWORD } from '../../../test/factories.js';
import { nowIso } from '../../db/database.js';

/** A multipart/form-data body built by hand, as a browser's FormData would send it. */
function multipart(file: { name: string; type: string; data: Buffer } | null, fields: Record<string, string> = {}) {
  const boundary = `----rtoBoundary${randomBytes(8).toString('hex')}`;
  const parts: Buffer[] = [];
  for (const [k, v] of Object.entries(fields)) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`));
  }
  if (file) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`));
    parts.push(file.data, Buffer.from('\r\n'));
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { body: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** A small real picture (a disc on a coloured ground) so encoders have something to chew on. */
function picture(width: number, height: number, colour: string) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="100%" height="100%" fill="${colour}"/><circle cx="${width / 2}" cy="${height / 2}" r="${Math.min(width, height) / 3}" fill="#fff"/></svg>`;
  return sharp(Buffer.from(svg));
}

const upload = (c: Client, url: string, file: { name: string; type: string; data: Buffer } | null, fields?: Record<string, string>) => {
  const m = multipart(file, fields);
  return c.request('POST', url, m.body, m.headers);
};

async function fetchVariant(c: Client, url: string) {
  const res = await c.get(url);
  return { res, meta: res.statusCode === 200 ? await sharp(res.rawPayload).metadata() : undefined };
}

describe('image URL helpers', () => {
  it('derives widths and srcset only from our image URLs', () => {
    const url = '/api/images/0123456789abcdef-960.webp';
    expect(imageUrlAt(url, 160)).toBe('/api/images/0123456789abcdef-160.webp');
    expect(imageSrcSet(url)).toBe(
      '/api/images/0123456789abcdef-160.webp 160w, /api/images/0123456789abcdef-480.webp 480w, /api/images/0123456789abcdef-960.webp 960w',
    );
    expect(imageSrcSet('/placeholder.png')).toBeUndefined();
    expect(imageSrcSet(null)).toBeUndefined();
    expect(imageUrlAt('https://example.com/a.jpg', 480)).toBe('https://example.com/a.jpg');
  });
});

forEachDatabase('uploads', (dialect) => {
  let t: TestApp;
  let admin: Client;
  let png: Buffer;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    admin = await signIn(t, 'superadmin', 'superadmin-pass');
    png = await picture(1200, 800, '#c0392b').png().toBuffer();
  });
  afterAll(() => t.close());

  describe('POST /api/Product/upload-image', () => {
    const url = '/api/Product/upload-image';

    it('401 without sign-in', async () => {
      const res = await upload(client(t), url, { name: 'a.png', type: 'image/png', data: png });
      expect(res.statusCode).toBe(401);
    });

    it('403 for a Kitchen user', async () => {
      const kitchen = await createStaff(t, 'Kitchen');
      const c = await signIn(t, kitchen.username, STAFF_PASSWORD);
      const res = await upload(c, url, { name: 'a.png', type: 'image/png', data: png });
      expect(res.statusCode).toBe(403);
    });

    it('403 without the CSRF header', async () => {
      const m = multipart({ name: 'a.png', type: 'image/png', data: png });
      const res = await admin.request('POST', url, m.body, { ...m.headers, 'x-requested-with': '' });
      expect(res.statusCode).toBe(403);
    });

    it('400 without a file', async () => {
      const res = await upload(admin, url, null, { note: 'nothing here' });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('Vui lòng chọn file ảnh');
      const json = await admin.post(url, { imageUrl: 'x' });
      expect(json.statusCode).toBe(400);
    });

    it('stores a PNG re-encoded to WebP at 160, 480 and 960 wide', async () => {
      const res = await upload(admin, url, { name: 'pho.png', type: 'image/png', data: png });
      expect(res.statusCode).toBe(200);
      const { imageUrl } = res.json() as { imageUrl: string };
      expect(imageUrl).toMatch(/^\/api\/images\/[0-9a-f]{16}-960\.webp$/);
      for (const w of [160, 480, 960]) {
        const { res: img, meta } = await fetchVariant(client(t), imageUrlAt(imageUrl, w as 160));
        expect(img.statusCode).toBe(200);
        expect(img.headers['content-type']).toBe('image/webp');
        expect(img.headers['cache-control']).toBe('public, max-age=31536000, immutable');
        expect(img.headers.etag).toBeTruthy();
        expect(meta?.format).toBe('webp');
        expect(meta?.width).toBe(w);
        expect(meta?.height).toBe(Math.round((w * 800) / 1200));
      }
    });

    it('answers 304 for a matching ETag and 404 JSON for unknown images', async () => {
      const { imageUrl } = (await upload(admin, url, { name: 'pho.png', type: 'image/png', data: png })).json() as { imageUrl: string };
      const first = await client(t).get(imageUrl);
      const again = await client(t).get(imageUrl, { 'if-none-match': String(first.headers.etag) });
      expect(again.statusCode).toBe(304);
      const missing = await client(t).get('/api/images/ffffffffffffffff-960.webp');
      expect(missing.statusCode).toBe(404);
      expect(missing.json().error).toBe('NOT_FOUND');
      expect((await client(t).get(imageUrl.replace('-960', '-300'))).statusCode).toBe(404);
      expect((await client(t).get('/api/images/..%2F..%2Fetc%2Fpasswd')).statusCode).toBe(404);
    });

    it('stores the same content once', async () => {
      const before = await t.handle.db
        .selectFrom('images')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      const a = (await upload(admin, url, { name: 'one.png', type: 'image/png', data: png })).json();
      const b = (await upload(admin, url, { name: 'two.png', type: 'image/png', data: png })).json();
      expect(a.imageUrl).toBe(b.imageUrl);
      const after = await t.handle.db
        .selectFrom('images')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      expect(Number(after.n)).toBe(Number(before.n));
    });

    it('turns a JPEG upright by its EXIF orientation, never upscales, strips metadata', async () => {
      const jpg = await picture(1200, 800, '#27ae60').jpeg().withMetadata({ orientation: 6 }).toBuffer();
      const res = await upload(admin, url, { name: 'com.jpg', type: 'image/jpeg', data: jpg });
      expect(res.statusCode).toBe(200);
      const { meta } = await fetchVariant(client(t), res.json().imageUrl);
      // 1200x800 rotated a quarter turn is 800x1200, narrower than 960: kept at 800.
      expect(meta).toMatchObject({ format: 'webp', width: 800, height: 1200 });
      expect(meta?.exif).toBeUndefined();
      expect(meta?.orientation).toBeUndefined();
    });

    it('accepts GIF and WebP; a small original keeps its width in every variant', async () => {
      const gif = await picture(100, 80, '#f1c40f').gif().toBuffer();
      const webp = await picture(600, 400, '#8e44ad').webp().toBuffer();
      const g = await upload(admin, url, { name: 'tra.gif', type: 'image/gif', data: gif });
      const w = await upload(admin, url, { name: 'bia.webp', type: 'image/webp', data: webp });
      expect([g.statusCode, w.statusCode]).toEqual([200, 200]);
      for (const width of [160, 480, 960] as const) {
        expect((await fetchVariant(client(t), imageUrlAt(g.json().imageUrl, width))).meta).toMatchObject({ format: 'webp', width: 100, height: 80 });
      }
      expect((await fetchVariant(client(t), imageUrlAt(w.json().imageUrl, 480))).meta?.width).toBe(480);
      expect((await fetchVariant(client(t), w.json().imageUrl)).meta?.width).toBe(600);
    });

    it('413 for a file over 5 MB', async () => {
      const big = Buffer.concat([png.subarray(0, 64), randomBytes(6 * 1024 * 1024)]);
      const res = await upload(admin, url, { name: 'big.png', type: 'image/png', data: big });
      expect(res.statusCode).toBe(413);
      expect(res.json().message).toBe('File quá lớn, vui lòng chọn file nhỏ hơn 5MB');
    });

    it('415 for a text file named .png, an SVG and a truncated PNG', async () => {
      const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>');
      const cases = [
        { name: 'notes.png', type: 'image/png', data: Buffer.from('this is not a picture at all, just text\n'.repeat(20)) },
        { name: 'logo.svg', type: 'image/svg+xml', data: svg },
        { name: 'logo.png', type: 'image/png', data: svg },
        { name: 'cut.png', type: 'image/png', data: png.subarray(0, Math.floor(png.length / 2)) },
      ];
      for (const file of cases) {
        const res = await upload(admin, url, file);
        expect(res.statusCode, file.name).toBe(415);
        expect(res.json().message).toBe('Chỉ hỗ trợ file JPG, PNG, GIF hoặc WebP');
      }
    });
  });

  describe('POST /api/RestaurantInfo/upload-logo', () => {
    const url = '/api/RestaurantInfo/upload-logo?id=1';

    it('401, 403 for a Manager, 404 for an unknown restaurant id', async () => {
      expect((await upload(client(t), url, { name: 'l.png', type: 'image/png', data: png })).statusCode).toBe(401);
      const manager = await createStaff(t, 'Manager');
      const c = await signIn(t, manager.username, STAFF_PASSWORD);
      expect((await upload(c, url, { name: 'l.png', type: 'image/png', data: png })).statusCode).toBe(403);
      expect((await upload(admin, '/api/RestaurantInfo/upload-logo?id=999', { name: 'l.png', type: 'image/png', data: png })).statusCode).toBe(404);
    });

    it('stores the logo and sets restaurant_info.logo_url, which diners see at once', async () => {
      // Warm the public restaurant cache first: the upload must move its version.
      expect((await client(t).get('/api/RestaurantInfo')).statusCode).toBe(200);
      const logo = await picture(400, 400, '#2c3e50').png().toBuffer();
      const res = await upload(admin, '/api/RestaurantInfo/upload-logo', { name: 'logo.png', type: 'image/png', data: logo }, { id: '1' });
      expect(res.statusCode).toBe(200);
      const { logoUrl } = res.json() as { logoUrl: string };
      expect(logoUrl).toMatch(/^\/api\/images\/[0-9a-f]{16}-960\.webp$/);
      const row = await t.handle.db.selectFrom('restaurant_info').select('logo_url').where('id', '=', 1).executeTakeFirstOrThrow();
      expect(row.logo_url).toBe(logoUrl);
      expect((await client(t).get('/api/RestaurantInfo')).json().logoUrl).toBe(logoUrl);
      expect(t.events.sent.some((e) => e.event === 'MenuChanged')).toBe(true);
    });
  });

  describe('FileManager', () => {
    it('401 and 403 for a Waiter', async () => {
      expect((await client(t).get('/api/FileManager/list-uploads')).statusCode).toBe(401);
      const waiter = await createStaff(t, 'Waiter');
      const c = await signIn(t, waiter.username, STAFF_PASSWORD);
      expect((await c.get('/api/FileManager/list-uploads')).statusCode).toBe(403);
      expect((await c.delete('/api/FileManager/delete-upload?fileName=x')).statusCode).toBe(403);
    });

    it('400 for a bad page or missing fileName, 404 for an unknown image', async () => {
      expect((await admin.get('/api/FileManager/list-uploads?page=0')).statusCode).toBe(400);
      expect((await admin.delete('/api/FileManager/delete-upload')).statusCode).toBe(400);
      expect((await admin.delete('/api/FileManager/delete-upload?fileName=ffffffffffffffff.webp')).statusCode).toBe(404);
    });

    it('lists newest first with paging and usage, deletes and clears products, categories and logo', async () => {
      const dish = await picture(800, 600, '#d35400').png().toBuffer();
      const { imageUrl } = (await upload(admin, '/api/Product/upload-image', { name: 'bun.png', type: 'image/png', data: dish })).json();
      const db = t.handle.db;
      const now = nowIso();
      const cat = await db
        .insertInto('categories')
        .values({
          name: 'Bún',
          slug: `bun-${dialect}`,
          parent_id: null,
          is_active: 1,
          display_order: 1,
          image: imageUrl,
          icon: null,
          station: 'kitchen',
          created_at: now,
          updated_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      for (const name of ['Bún chả', 'Bún bò Huế']) {
        await db
          .insertInto('products')
          .values({
            name,
            description: '',
            price: 60000,
            image_url: imageUrl,
            is_active: 1,
            is_featured: 0,
            category_id: cat.id,
            created_at: now,
            updated_at: now,
          })
          .execute();
      }

      const dinerMenu = async () => (await client(t).get('/api/Product')).json() as { name: string; imageUrl: string | null }[];
      expect((await dinerMenu()).find((p) => p.name === 'Bún chả')?.imageUrl).toBe(imageUrl);

      const list = await admin.get('/api/FileManager/list-uploads?page=1&pageSize=2');
      expect(list.statusCode).toBe(200);
      const body = list.json();
      expect(body.files).toHaveLength(2);
      expect(body.hasMore).toBe(true);
      expect(body.totalCount).toBeGreaterThan(2);
      expect(body.files[0]).toMatchObject({ url: imageUrl, width: 800, height: 600, usedBy: 3, size: dish.length });
      const { fileName } = body.files[0];

      const del = await admin.delete(`/api/FileManager/delete-upload?fileName=${encodeURIComponent(fileName)}`);
      expect(del.statusCode).toBe(200);
      expect(del.json()).toEqual({ success: true, productsUpdated: 2, message: 'Đã xóa ảnh và cập nhật 2 sản phẩm!' });
      const products = await db.selectFrom('products').select('image_url').where('category_id', '=', cat.id).execute();
      expect(products.every((p) => p.image_url === null)).toBe(true);
      const category = await db.selectFrom('categories').select('image').where('id', '=', cat.id).executeTakeFirstOrThrow();
      expect(category.image).toBeNull();
      expect((await dinerMenu()).filter((p) => p.name.startsWith('Bún')).map((p) => p.imageUrl)).toEqual([null, null]);
      expect((await client(t).get(imageUrl)).statusCode).toBe(404);

      const unused = (
        await upload(admin, '/api/Product/upload-image', { name: 'x.png', type: 'image/png', data: await picture(50, 50, '#16a085').png().toBuffer() })
      ).json();
      const del2 = await admin.delete(`/api/FileManager/delete-upload?fileName=${encodeURIComponent(unused.imageUrl)}`);
      expect(del2.json()).toEqual({ success: true, productsUpdated: 0, message: 'Đã xóa ảnh!' });
    });
  });
});
