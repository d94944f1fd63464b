// A minimal browser for redirect flows across several local servers: follows nothing by itself
// (each hop is asserted by the test), but keeps cookies per host like a browser does.

export interface Hop {
  status: number;
  location: string | null;
  response: Response;
}

export class CookieBrowser {
  private readonly jars = new Map<string, Map<string, string>>();

  cookiesFor(url: string): Map<string, string> {
    const host = new URL(url).host;
    let jar = this.jars.get(host);
    if (!jar) {
      jar = new Map();
      this.jars.set(host, jar);
    }
    return jar;
  }

  /** One GET, no redirect following; Set-Cookie is stored (deletions too). */
  get(url: string, headers: Record<string, string> = {}): Promise<Hop> {
    return this.request(url, { headers });
  }

  /** A form submission (application/x-www-form-urlencoded), as a browser sends it. */
  post(url: string, form: Record<string, string>): Promise<Hop> {
    return this.request(url, { method: 'POST', body: new URLSearchParams(form) });
  }

  private async request(url: string, init: RequestInit): Promise<Hop> {
    const jar = this.cookiesFor(url);
    const cookie = [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
    const response = await fetch(url, {
      ...init,
      redirect: 'manual',
      headers: { ...(init.headers as Record<string, string>), ...(cookie ? { cookie } : {}) },
    });
    for (const line of response.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const separator = pair.indexOf('=');
      const name = pair.slice(0, separator).trim();
      const value = pair.slice(separator + 1).trim();
      const expired = /expires=Thu, 01 Jan 1970/i.test(line) || /max-age=0/i.test(line);
      if (expired || value === '') jar.delete(name);
      else jar.set(name, value);
    }
    const location = response.headers.get('location');
    return {
      status: response.status,
      location: location === null ? null : new URL(location, url).href,
      response,
    };
  }
}
