// The raw `node:http` hello server, the bench's physical limit for a response on this machine: no
// framework, no routing, no headers beyond what node writes, a 5-byte body. It runs in its own
// process, as the API does, so that it and the load generator compete for the cores the same way.
import http from 'node:http';

const BODY = 'hello';

http
  .createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/plain', 'content-length': BODY.length });
    res.end(BODY);
  })
  .listen(Number(process.env.PORT), '127.0.0.1');
