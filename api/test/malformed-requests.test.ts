// What the API's HTTP layer answers to requests no client of the contract sends: malformed JSON,
// other content types, wrongly typed JSON fields (its JSON schemas), NUL bytes, repeated query
// parameters. The catalogue's own answers are in the catalogue contract (test/contract.test.ts).
import { useApp } from './helpers';

const h = useApp();

describe('payload forms', () => {
  it('NUL bytes, repeated query parameters and a JSON array are refused or read, never a 500', async () => {
    const nul = await h.req('POST', '/api/manufacture-type/create', { json: { name: 'a\u0000b' } });
    expect([400, 422]).toContain(nul.status);
    const many = await h.get('/api/vendor?page=1&page=2&search=a&search=b');
    expect(many.status).toBeLessThan(500);
    const arr = await h.req('POST', '/api/manufacture-type/create', { json: [1, 2] });
    expect([400, 422]).toContain(arr.status);
  });
});

describe('errors', () => {
  it('answers 400 for bad JSON and wrongly typed fields, 415 for other content types', async () => {
    const bad = await fetch(`${h.url}/api/vendor/create`, {
      method: 'POST',
      headers: { authorization: `Bearer ${h.token}`, 'content-type': 'application/json' },
      body: '{"name": ',
    });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toHaveProperty('message');
    const obj = await h.req('POST', '/api/vendor/create', { json: { name: { a: 1 }, mt_manufacture_type_id: 1 } });
    expect(obj.status).toBe(400);
    const weird = await fetch(`${h.url}/api/vendor/create`, {
      method: 'POST',
      headers: { authorization: `Bearer ${h.token}`, 'content-type': 'text/xml' },
      body: '<a/>',
    });
    expect(weird.status).toBe(415);
  });
});
