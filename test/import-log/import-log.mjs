// `node --import <this file>`: every package a process imports from an ES
// module (its bare specifier: `stripe`, `sharp/lib/…`) is appended, one a
// line, to the file named by MASTHEAD_IMPORT_LOG, as the process imports it.
// Tests read it to see which packages a server has loaded so far
// (lazy-packages.test.ts). Without the variable it does nothing.
import { register } from 'node:module';

const log = process.env.MASTHEAD_IMPORT_LOG;
if (log) register(new URL('./import-log-hooks.mjs', import.meta.url), { data: { log } });
