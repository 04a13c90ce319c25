import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import type { Config } from '../config';

/** A strict Content-Security-Policy that opens only the third-party origins the configuration turns on. */
export function contentSecurityPolicy(config: Config): Record<string, string[]> {
  const publicUrl = new URL(config.publicUrl);
  const socketOrigin = `${publicUrl.protocol === 'https:' ? 'wss' : 'ws'}://${publicUrl.host}`;
  const scripts = ["'self'"];
  const connections = ["'self'", socketOrigin];
  const frames: string[] = [];
  const styles = ["'self'", "'unsafe-inline'"];
  if (config.google.clientId) {
    scripts.push('https://accounts.google.com/gsi/client');
    styles.push('https://accounts.google.com/gsi/style');
    connections.push('https://accounts.google.com/gsi/');
    frames.push('https://accounts.google.com/gsi/');
  }
  if (config.razorpay) {
    scripts.push('https://checkout.razorpay.com');
    connections.push('https://api.razorpay.com', 'https://lumberjack.razorpay.com');
    frames.push('https://api.razorpay.com', 'https://checkout.razorpay.com');
  }
  return {
    defaultSrc: ["'self'"],
    scriptSrc: scripts,
    styleSrc: styles,
    imgSrc: ["'self'", 'data:', 'blob:', 'https://*.googleusercontent.com'],
    mediaSrc: ["'self'", 'blob:'],
    fontSrc: ["'self'", 'data:'],
    connectSrc: connections,
    frameSrc: frames.length > 0 ? frames : ["'none'"],
    workerSrc: ["'self'", 'blob:'],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    frameAncestors: ["'none'"],
  };
}

export function helmetOptions(config: Config): HelmetOptions {
  return {
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy(config) },
    crossOriginEmbedderPolicy: false,
    // Google sign-in's popup needs to talk back to the opener.
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
    strictTransportSecurity: config.publicUrl.startsWith('https:') ? { maxAge: 31_536_000, includeSubDomains: true } : false,
  };
}

/** Helmet's headers for this configuration, in the order helmet sets them. */
export function securityHeaders(config: Config): Array<[string, string]> {
  const headers = new Map<string, string>();
  const recorder = {
    setHeader: (name: string, value: string) => headers.set(name, value),
    removeHeader: (name: string) => headers.delete(name),
  };
  helmet(helmetOptions(config))({} as IncomingMessage, recorder as unknown as ServerResponse, (error) => {
    if (error) throw error;
  });
  return [...headers];
}

/**
 * Every response carries helmet's headers. They depend on the configuration alone, so they are worked out once
 * at start-up: helmet's own plugin rebuilds and re-serialises the policy on every response.
 */
export function installSecurityHeaders(app: FastifyInstance, config: Config): void {
  const headers = securityHeaders(config);
  app.addHook('onRequest', (_request, reply, done) => {
    for (const [name, value] of headers) reply.raw.setHeader(name, value);
    done();
  });
}
