import swagger from '@fastify/swagger';
import { createJsonSchemaTransform } from 'fastify-type-provider-zod';
import { globalPlugin } from '../lib/plugin.js';

/**
 * OpenAPI 3 document generated from the same zod schemas the routes validate with.
 * Register before the modules: it collects routes as they are added. The platform module serves it
 * (PLATFORM_CALLS.openapi, GET /api/openapi.json).
 */
export const openapiPlugin = globalPlugin(async (app) => {
  await app.register(swagger, {
    openapi: {
      info: { title: 'FinEdu platform API', description: '金融与大数据教学平台 / finance & big-data teaching platform', version: '0.1.0' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
      security: [{ bearer: [] }],
    },
    // Every route is documented, this document's own included (it is a call of the contract too).
    transform: createJsonSchemaTransform({ skipList: [] }),
    hideUntagged: false,
  });
}, 'openapi');
