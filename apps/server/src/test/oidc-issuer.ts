// A real OpenID provider on a loopback port (oidc-provider), standing in for Google: authorization with PKCE,
// a login and consent page of its own, the token and userinfo endpoints. Tests choose who signs in.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider from 'oidc-provider';

/** The account the next sign-in logs in as, with its OpenID claims. */
export interface IssuerAccount {
  sub: string;
  name?: string;
  email?: string;
  email_verified?: boolean;
  locale?: string;
}

export interface OidcIssuerOptions {
  clientId: string;
  clientSecret: string;
  redirectUri: string;
}

const CONSENT_PAGE = (uid: string, account: IssuerAccount) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Test identity provider</title></head><body>
<h1>Sign in to Lienzo as ${account.name ?? account.sub}?</h1>
<form method="post" action="/interaction/${uid}">
  <button name="decision" value="allow">Allow</button>
  <button name="decision" value="deny">Deny</button>
</form></body></html>`;

export class OidcIssuer {
  /** Who signs in next; a test sets it before the flow. */
  account: IssuerAccount = {
    sub: 'google-user-1',
    name: 'Gabi',
    email: 'gabi@example.com',
    email_verified: true,
  };

  private constructor(
    private readonly server: Server,
    readonly url: string,
    private readonly provider: Provider,
  ) {}

  static async start(options: OidcIssuerOptions): Promise<OidcIssuer> {
    const server = createServer();
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    // findAccount needs the issuer, which needs the provider: filled in right below.
    const self: { issuer?: OidcIssuer } = {};
    const provider = new Provider(url, {
      clients: [
        {
          client_id: options.clientId,
          client_secret: options.clientSecret,
          redirect_uris: [options.redirectUri],
          grant_types: ['authorization_code'],
          response_types: ['code'],
          token_endpoint_auth_method: 'client_secret_basic',
        },
      ],
      pkce: { required: () => true },
      claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name', 'locale'] },
      features: { devInteractions: { enabled: false } },
      interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
      cookies: { keys: ['lienzo-test-issuer-cookie-key'] },
      ttl: { Interaction: 600, Grant: 600, Session: 600, AccessToken: 600, IdToken: 600 },
      findAccount: async (_ctx, sub) => ({
        accountId: sub,
        claims: async () => ({ ...self.issuer!.account, sub }),
      }),
    });
    const issuer = new OidcIssuer(server, url, provider);
    self.issuer = issuer;
    const handle = provider.callback();
    server.on('request', (request: IncomingMessage, response: ServerResponse) => {
      if (request.url?.startsWith('/interaction/')) void issuer.interaction(request, response);
      else void handle(request, response);
    });
    return issuer;
  }

  /** Login and consent in one page: Allow signs `account` in and grants what was asked; Deny refuses. */
  private async interaction(request: IncomingMessage, response: ServerResponse): Promise<void> {
    try {
      const details = await this.provider.interactionDetails(request, response);
      if (request.method === 'GET') {
        response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
        response.end(CONSENT_PAGE(details.uid, this.account));
        return;
      }
      let body = '';
      for await (const chunk of request) body += String(chunk);
      if (new URLSearchParams(body).get('decision') !== 'allow') {
        await this.provider.interactionFinished(
          request,
          response,
          { error: 'access_denied', error_description: 'The person declined' },
          { mergeWithLastSubmission: false },
        );
        return;
      }
      const accountId = this.account.sub;
      const grant = new this.provider.Grant({ accountId, clientId: String(details.params.client_id) });
      grant.addOIDCScope(String(details.params.scope));
      const grantId = await grant.save();
      await this.provider.interactionFinished(request, response, {
        login: { accountId },
        consent: { grantId },
      });
    } catch (error) {
      response.writeHead(500, { 'content-type': 'text/plain' });
      response.end(String(error));
    }
  }

  /**
   * What a browser does at the provider: follows its redirects from the authorization address (the Location
   * of /google/login), answers its consent page, and stops at the address it sends back to (the callback).
   */
  async authorize(authorizationUrl: string, decision: 'allow' | 'deny'): Promise<URL> {
    const cookies = new Map<string, string>();
    let url = new URL(authorizationUrl);
    let method = 'GET';
    let body: string | undefined;
    for (let hop = 0; hop < 10; hop += 1) {
      if (url.origin !== this.url) return url;
      const response = await fetch(url, {
        method,
        body,
        redirect: 'manual',
        headers: {
          cookie: [...cookies].map(([name, value]) => `${name}=${value}`).join('; '),
          ...(body ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
        },
      });
      for (const line of response.headers.getSetCookie()) {
        const [pair = ''] = line.split(';');
        const at = pair.indexOf('=');
        cookies.set(pair.slice(0, at), pair.slice(at + 1));
      }
      const location = response.headers.get('location');
      if (location) {
        url = new URL(location, url);
        method = 'GET';
        body = undefined;
      } else if (response.status === 200 && url.pathname.startsWith('/interaction/')) {
        method = 'POST';
        body = `decision=${decision}`;
      } else throw new Error(`the issuer answered ${response.status}: ${await response.text()}`);
    }
    throw new Error('the issuer redirected too many times');
  }

  async close(): Promise<void> {
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }
}
