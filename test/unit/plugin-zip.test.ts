import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, readFile, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { test, type TestContext } from 'node:test';
import { existsSync } from 'node:fs';

import { pluginZip } from '../../scripts/build.mjs';

/** A temporary folder holding `files` (`{'a/b.txt': '…'}`), all modified at `date`. */
async function folder(t: TestContext, files: Record<string, string | Buffer>, date: Date) {
  const dir = await mkdtemp(join(tmpdir(), 'masthead-zip-'));
  t.after(() => rm(dir, { recursive: true, force: true }));
  for (const [path, data] of Object.entries(files)) {
    await mkdir(dirname(join(dir, path)), { recursive: true });
    await writeFile(join(dir, path), data);
    await utimes(join(dir, path), date, date);
  }
  return dir;
}

interface ReadEntry {
  name: string;
  flags: number;
  method: number;
  date: number[];
  mode: number;
  data: string;
}

// Read by another implementation than ours: Python's zipfile checks the
// central directory against each local header and every CRC in testzip().
const reader = `
import base64, json, sys, zipfile
with zipfile.ZipFile(sys.argv[1]) as z:
    print(json.dumps({'bad': z.testzip(), 'entries': [
        {'name': i.filename, 'flags': i.flag_bits, 'method': i.compress_type, 'date': list(i.date_time),
         'mode': i.external_attr >> 16, 'data': base64.b64encode(z.read(i)).decode()}
        for i in z.infolist()]}))
`;

async function readWithPython(t: TestContext, archive: Buffer): Promise<{ bad: string | null; entries: ReadEntry[] }> {
  const dir = await mkdtemp(join(tmpdir(), 'masthead-zip-out-'));
  t.after(() => rm(dir, { recursive: true, force: true }));
  const file = join(dir, 'archive.zip');
  await writeFile(file, archive);
  const result = spawnSync('python3', ['-c', reader, file], { encoding: 'utf8' });
  assert.equal(result.error, undefined, 'python3 runs (the test reads the archive with its zipfile module)');
  assert.equal(result.status, 0, result.stderr);
  return JSON.parse(result.stdout);
}

// WordPress unpacks an uploaded plugin with PHP's ZipArchive, or where PHP lacks it (Debian's php
// without php-zip) with its own PclZip: the archive must read in that too.
const pclzip = '/usr/share/wordpress/wp-admin/includes/class-pclzip.php';
const pclzipReader = `
require '${pclzip}';
$zip = new PclZip($argv[1]);
$out = $argv[2];
if ($zip->extract(PCLZIP_OPT_PATH, $out) === 0) { fwrite(STDERR, $zip->errorInfo(true)); exit(1); }
foreach ($zip->listContent() as $entry) echo $entry['filename'], "\\n";
`;

test('the plugin zips under one root folder and reads back whole, sorted, with UTF-8 names and times', async (t) => {
  const date = new Date(Date.UTC(2024, 4, 17, 13, 45, 30));
  const text = `<?php\n${'// the same words again and again\n'.repeat(200)}`;
  const noise = randomBytes(3000);
  const files = {
    'masthead.php': text,
    'blocks.js': 'export {};\n',
    'readme.txt': '',
    'languages/masthead-de_DE.po': 'msgid "Größe"\n',
    'assets/icon.bin': noise,
    'assets/über/straße.txt': 'ß\n',
  };
  const dir = await folder(t, files, date);
  const archive = await pluginZip(dir);

  const { bad, entries } = await readWithPython(t, archive);
  assert.equal(bad, null, 'every CRC matches');
  const names = [
    'masthead/assets/icon.bin',
    'masthead/assets/über/straße.txt',
    'masthead/blocks.js',
    'masthead/languages/masthead-de_DE.po',
    'masthead/masthead.php',
    'masthead/readme.txt',
  ];
  assert.deepEqual(
    entries.map((e) => e.name),
    names,
  );
  const byName = new Map(entries.map((e) => [e.name, e]));
  const content = (name: string) => Buffer.from(byName.get(name)!.data, 'base64');
  assert.equal(content('masthead/masthead.php').toString(), text);
  assert.deepEqual(content('masthead/assets/icon.bin'), noise);
  assert.equal(content('masthead/assets/über/straße.txt').toString(), 'ß\n');
  assert.equal(content('masthead/readme.txt').length, 0);
  for (const entry of entries) {
    assert.equal(entry.flags & 0x0800, 0x0800, `${entry.name}: UTF-8 flag`);
    assert.deepEqual(entry.date, [2024, 5, 17, 13, 45, 30], `${entry.name}: MS-DOS date and time`);
  }

  if (!existsSync(pclzip) || spawnSync('php', ['-v']).status !== 0) {
    t.diagnostic(`PclZip not checked: needs php and WordPress (${pclzip})`);
    return;
  }
  const out = await mkdtemp(join(tmpdir(), 'masthead-pclzip-'));
  t.after(() => rm(out, { recursive: true, force: true }));
  const zipFile = join(out, 'plugin.zip');
  await writeFile(zipFile, archive);
  const unpacked = join(out, 'plugins');
  const php = spawnSync('php', ['-r', pclzipReader, zipFile, unpacked], { encoding: 'utf8' });
  assert.equal(php.status, 0, php.stderr);
  assert.deepEqual(php.stdout.trim().split('\n').sort(), names);
  assert.equal(await readFile(join(unpacked, 'masthead/masthead.php'), 'utf8'), text);
  assert.deepEqual(await readFile(join(unpacked, 'masthead/assets/icon.bin')), noise);
});
