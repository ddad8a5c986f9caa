/**
 * The client half of `npm run bench:search-cpu` (searchCpu.ts), in its own process so that the API
 * process's CPU is the API's alone: sends, as its standard input's JSON says, `{ url, paths, amount, seed }`
 * (`amount` requests over `paths`, drawn Zipf-like, 10 connections) and prints autocannon's counts.
 */
import autocannon from 'autocannon';
import { mixStream } from './searchMix';

let input = '';
for await (const chunk of process.stdin) input += String(chunk);
const { url, paths, amount, seed } = JSON.parse(input) as {
  url: string;
  paths: string[];
  amount: number;
  seed: number;
};
const stream = mixStream(paths, seed);
// Ready: the API counts its CPU from here.
process.stdout.write('go\n');
const result = await autocannon({
  url,
  connections: 10,
  amount,
  requests: [
    { method: 'GET', setupRequest: (request: autocannon.Request) => ({ ...request, path: stream.next() }) },
  ],
});
console.log(JSON.stringify({ non2xx: result.non2xx, errors: result.errors, bytes: result.throughput.total }));
