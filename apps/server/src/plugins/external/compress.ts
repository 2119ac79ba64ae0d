import { constants } from 'node:zlib';
import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Compresses dynamic responses on the fly: the JSON API and generated SVG media (text types only;
 * audio and images are compressed already). Responses under 1 KiB are sent as they are, so small
 * hot answers cost no CPU; brotli runs at quality 4, about as fast as gzip with better ratios
 * (quality 11 is for the build's precompressed files). Responses that already carry a
 * Content-Encoding (the precompressed web assets) pass through untouched. socket.io never reaches
 * fastify's routes (engine.io answers /socket.io/ on the raw HTTP server), so its traffic is never
 * compressed twice. Register before the routes: only routes added afterwards get the hook.
 */
async function compressPluginImpl(app: FastifyInstance) {
  await app.register(compress, {
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
    // Only responses: request bodies are small and no client of ours compresses them.
    globalDecompression: false,
  });
}

/** Not encapsulated: its hooks and handlers cover every route of the app. */
export const compressPlugin = fp(compressPluginImpl, { name: 'compressPlugin' });
