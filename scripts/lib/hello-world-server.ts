import Fastify from 'fastify';

// The yardstick of `npm run bench`: a bare Fastify answering {"hello":"world"}, as Fastify's own benchmarks run it.
const app = Fastify({ logger: false });
app.get('/', async () => ({ hello: 'world' }));
const url = await app.listen({ port: 0, host: '127.0.0.1' });
console.log(`hello-world running at ${url}`);
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
