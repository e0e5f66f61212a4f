// The bare Fastify baseline the bench compares against, in its own process:
// GET /hello -> {"hello":"world"}; GET /menu -> the JSON body in MENU_FILE, as it is.
import { readFileSync } from 'node:fs';
import Fastify from 'fastify';

const app = Fastify({ logger: false });
const menu = readFileSync(process.env.MENU_FILE, 'utf8');

app.get('/hello', async () => ({ hello: 'world' }));
app.get('/menu', (_req, reply) => reply.type('application/json; charset=utf-8').send(menu));

await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
