import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/** ARCHITECTURE §2: the OpenAPI document at /api/docs, generated from the routes' zod schemas. */
export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Kabinet API',
        description: 'Личный кабинет клиента бухгалтерской фирмы',
        version: '0.1.0',
      },
      components: {
        securitySchemes: {
          bearer: { type: 'http', scheme: 'bearer', description: '{id}|{40 символов}' },
        },
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: false });
}
