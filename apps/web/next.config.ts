import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { NextConfig } from 'next';
import { documentSecurityHeaders, everyResponseHeaders } from './src/lib/security';

const webDir = path.dirname(fileURLToPath(import.meta.url));
const repoRoot = path.resolve(webDir, '../..');
const dev = process.env.NODE_ENV === 'development';

/**
 * The /api/* → API_BASE_URL rewrite lives in src/proxy.ts, not in rewrites() here: next.config
 * rewrites are frozen into the build, the proxy reads API_BASE_URL at run time.
 */
const nextConfig: NextConfig = {
  reactStrictMode: true,
  // NEXT_DIST_DIR lets parallel work (several checkouts' e2e runs, benches) keep separate builds.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  poweredByHeader: false,
  // No ETag in production: /_next/static files are immutable for a year and pages are never stored
  // (no-store), so it only adds bytes to every script (issue 6); development keeps it for its 304s.
  generateEtags: dev,
  transpilePackages: ['@tabiyori/domain', '@tabiyori/api-client'],
  // npm workspaces: dependencies are hoisted to the repository root.
  turbopack: { root: repoRoot },
  outputFileTracingRoot: repoRoot,
  images: { unoptimized: true },
  // app/global-not-found.tsx: unmatched URLs get a server-rendered 404 although the root layout sits
  // under the dynamic [lang] segment (the case the Next.js docs name for this option).
  experimental: { globalNotFound: true },
  async headers() {
    return [
      { source: '/:path*', headers: everyResponseHeaders() },
      // Immutable build files (scripts, CSS, fonts) carry no document headers: they would cost
      // ~0.8 KB per file and mean nothing there (issue 6).
      { source: '/((?!_next/static/).*)', headers: documentSecurityHeaders(dev) },
    ];
  },
};

export default nextConfig;
