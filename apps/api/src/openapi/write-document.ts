import { writeFileSync } from 'node:fs';
import { loadConfig } from '../config.js';
import { buildOpenApiDocument } from './document.js';

/**
 * Writes the OpenAPI document the app serves at `/openapi.json` to the file named by the first
 * argument (stdout without one), so `npm run lint:openapi` can lint it without starting a server.
 */
const target = process.argv[2];
const json = `${JSON.stringify(buildOpenApiDocument(loadConfig()), null, 2)}\n`;
if (target === undefined) process.stdout.write(json);
else writeFileSync(target, json);
