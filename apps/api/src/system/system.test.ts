import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, testDrivers } from '../testing/test-app';

describe.each(testDrivers)('system routes on %s', (driver) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp(driver);
  });
  afterAll(async () => {
    await app.close();
  });

  it('answers liveness with the version', async () => {
    const response = await app.request({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', version: '0.3.5' });
  });

  it('answers readiness after asking the database', async () => {
    const response = await app.request({ method: 'GET', url: '/api/ready' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ready', database: driver });
  });

  it('answers 503 on readiness once the database is gone', async () => {
    const other = await createTestApp(driver);
    await other.database.close();
    const response = await other.request({ method: 'GET', url: '/api/ready' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({ status: 'error', code: 'database_unavailable' });
    await other.server.close();
  });

  it('publishes the public configuration with embedded defaults', async () => {
    const response = await app.request({ method: 'GET', url: '/api/config' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      version: '0.3.5',
      googleClientId: null,
      paymentGateway: 'sandbox',
      inactivityLogoutMs: 3_600_000,
    });
  });

  it('serves an OpenAPI document generated from the route schemas, and an interactive reference beside it', async () => {
    const page = await app.request({ method: 'GET', url: '/api/docs' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('swagger-ui');
    // Every script of the page is a file of ours, so the strict CSP (script-src 'self') lets it run.
    expect(page.body).not.toMatch(/<script>(?!\s*<\/script>)/);
    const response = await app.request({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(document.openapi).toMatch(/^3\./);
    expect(Object.keys(document.paths)).toEqual(expect.arrayContaining(['/api/health', '/api/ready', '/api/config']));
  });

  it('answers unknown API paths with a JSON 404', async () => {
    const response = await app.request({ method: 'POST', url: '/api/does-not-exist' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toContain('application/json');
    expect(response.json()).toEqual({ status: 'error', code: 'not_found', message: 'No route for POST /api/does-not-exist' });
  });

  it('answers malformed JSON with a 400 that leaks nothing', async () => {
    const response = await app.request({
      method: 'POST',
      url: '/api/health',
      headers: { 'content-type': 'application/json' },
      payload: '{"broken',
    });
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
    expect(response.body).not.toMatch(/at .*\.ts|node_modules|stack/i);
  });

  it('sends security headers with a strict content security policy and a request id', async () => {
    const response = await app.request({ method: 'GET', url: '/api/health' });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain("script-src 'self' 'unsafe-inline'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-request-id']).toMatch(/^[\w-]+$/);
  });

  it('compresses large responses', async () => {
    const response = await app.request({ method: 'GET', url: '/api/docs/json', headers: { 'accept-encoding': 'gzip' } });
    expect(response.headers['content-encoding']).toBe('gzip');
  });
});
