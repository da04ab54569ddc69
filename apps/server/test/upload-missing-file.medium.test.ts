import { describe, expect, it } from 'vitest';
import { type Caller, createArticle, multipartFile, PNG_1X1, withTenantApp } from './tenants';

let superAdmin: Caller;
let admin: Caller;

withTenantApp({ superAdmin: { superAdmin: true }, admin: {} }, (built) => ({ superAdmin, admin } = built));

/** A multipart body whose one file part is named `photo`, not `file`. */
const misnamed = () => multipartFile(PNG_1X1, 'face.png', 'image/png', 'photo');

describe('an upload without its file part', () => {
  it('is refused with the code required under file, the same at every upload route, the web then words it in its language', async () => {
    const slug = await createArticle(superAdmin, 'media');
    const uploads: [Caller, 'PUT' | 'POST', string][] = [
      [admin, 'PUT', `/api/users/${admin.user.id}/profile-image/`],
      [superAdmin, 'POST', `/api/learning-zone/${slug}/media/`],
      [admin, 'POST', '/api/geometry/parse/'],
    ];
    for (const [caller, method, url] of uploads) {
      const body = misnamed();
      const refused = await caller.call(method, url, body.payload, body.headers);
      expect(refused.statusCode, url).toBe(400);
      expect(refused.json().error, url).toMatchObject({ code: 'validation_failed', field_codes: { file: 'required' }, fields: { file: 'This field is required.' } });
    }
  });
});
