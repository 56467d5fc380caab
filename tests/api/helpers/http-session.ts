/**
 * One browser's session over real HTTP: its cookie jar (the CSRF nonce and the refresh token), its
 * CSRF token and its access token, as src/api/client.ts keeps them. Each call names the server it
 * goes to, so one session can be passed between processes as a load balancer would.
 */
export class HttpSession {
  private readonly cookies = new Map<string, string>();
  private csrfToken: string | null = null;
  accessToken: string | null = null;

  async request(server: string, method: string, path: string, body?: unknown): Promise<{ status: number; json: any }> {
    const unsafe = method !== 'GET' && method !== 'HEAD';
    if (unsafe && !this.csrfToken) await this.fetchCsrfToken(server);
    const response = await fetch(`${server}${path}`, {
      method,
      headers: {
        ...(this.cookies.size > 0 ? { cookie: [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ') } : {}),
        ...(unsafe ? { 'x-csrf-token': this.csrfToken! } : {}),
        ...(this.accessToken ? { authorization: `Bearer ${this.accessToken}` } : {}),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    for (const header of response.headers.getSetCookie()) {
      const [pair] = header.split(';');
      const [name, value] = [pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1)];
      if (value && !/max-age=0|expires=thu, 01 jan 1970/i.test(header)) this.cookies.set(name, value);
      else this.cookies.delete(name);
    }
    const text = await response.text();
    return { status: response.status, json: text ? JSON.parse(text) : null };
  }

  cookie(name: string): string | undefined {
    return this.cookies.get(name);
  }

  /** As if the browser still held an older cookie (a copied or replayed one). */
  setCookie(name: string, value: string) {
    this.cookies.set(name, value);
  }

  private async fetchCsrfToken(server: string) {
    const answer = await this.request(server, 'GET', '/api/v1/auth/csrf-token');
    this.csrfToken = answer.json.data.csrfToken;
  }

  async signIn(server: string, email: string, password: string) {
    const answer = await this.request(server, 'POST', '/api/v1/web/auth/sign-in/email', { email, password });
    if (answer.status !== 200) throw new Error(`sign-in answered ${answer.status}: ${JSON.stringify(answer.json)}`);
    this.accessToken = answer.json.data.accessToken;
    return answer;
  }
}
