import http from 'node:http';
import https from 'node:https';
import { rootCertificates } from 'node:tls';
import { standInCertificate } from '@aviation-permits/e2e/support/stack-under-test.js';

// The identity provider's side of a sign-in, called as the browser would: a development portal's
// embedded MockPass over HTTP, or the stack's MockPass stand-in over HTTPS with the stack's own
// certificate (OPS-63), which this client trusts beside the usual authorities.

/** Where the provider sends the browser back (its redirect's Location). */
export function providerRedirect(url: string, headers: Record<string, string>): Promise<string> {
  const address = new URL(url);
  const certificate = standInCertificate();
  const options =
    address.protocol === 'https:' && certificate !== undefined
      ? { headers, ca: [...rootCertificates, certificate] }
      : { headers };
  const transport = address.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const request = transport.get(address, options, (response) => {
      response.resume();
      const location = response.headers.location;
      if (location === undefined) {
        reject(
          new Error(`The identity provider answered ${response.statusCode} without a redirect`),
        );
      } else resolve(location);
    });
    request.on('error', reject);
  });
}
