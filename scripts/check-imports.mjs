// `npm test`'s import check: the packages depend on each other in one
// direction only, every package declares what it imports (and imports what
// it declares), and no package reaches into another's folder or into the
// root `test/` folder. Exits 1 with one line per broken rule.
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

// The tree to check: this checkout, or the folder given (the check's own test builds one).
const root = resolve(process.argv[2] ?? join(dirname(fileURLToPath(import.meta.url)), '..'));

/** Which of our packages each may import: core ← client ← ui ← forms ← elements; the server uses core only. */
const layers = {
  'packages/core': [],
  'packages/client': ['core'],
  'packages/ui': ['core', 'client'],
  'packages/forms': ['core', 'client', 'ui'],
  'packages/elements': ['core', 'client', 'ui', 'forms'],
  'packages/server': ['core'],
  'sites/app': ['core', 'client', 'ui', 'forms', 'elements'],
};

/** Declared for what they bring rather than for an import: type packages, and peers a bundler resolves. */
const usedWithoutImport = /^@types\//;

/** The compiled Lingui catalogs (`npm run i18n:compile`), which each package loads by locale. */
const catalogs = join(root, 'locales') + sep;

/** Test code may also use the root's tools (test runners, axe-core, playwright) and `@masthead/test`. */
const isTestFile = (file) =>
  /\.(test|browser\.test)\.tsx?$|\.test-helper\.tsx?$|test-kit\.ts$|test-helper\.ts$/.test(file) ||
  file.split(sep).includes('testing');

function sourceFiles(dir, out = []) {
  for (const name of readdirSync(dir)) {
    if (name === 'node_modules' || name === 'dist') continue;
    const path = join(dir, name);
    if (statSync(path).isDirectory()) sourceFiles(path, out);
    else if (/\.(ts|tsx|mjs|js)$/.test(name) && !name.endsWith('.d.ts')) out.push(path);
  }
  return out;
}

const statement = /(?:^|\n)[ \t]*(?:import|export)\b[^;'"`]*?\bfrom\s*['"]([^'"]+)['"]/g;
const bare = /(?:^|\n)[ \t]*import\s*['"]([^'"]+)['"]/g;
const dynamic = /\bimport\(\s*['"]([^'"]+)['"]\s*\)/g;

/** Every module specifier a file imports or re-exports. */
function specifiers(text) {
  return [statement, bare, dynamic].flatMap((pattern) => [...text.matchAll(pattern)].map((m) => m[1]));
}

/** `@scope/name/sub` → `@scope/name`; `name/sub` → `name`. */
const packageOf = (specifier) =>
  specifier
    .split('/')
    .slice(0, specifier.startsWith('@') ? 2 : 1)
    .join('/');

const readJson = (path) => JSON.parse(readFileSync(path, 'utf8'));
const rootManifest = readJson(join(root, 'package.json'));
const rootTools = new Set([...Object.keys(rootManifest.devDependencies ?? {}), '@masthead/test']);
const builtins = new Set(builtinModules);

const problems = [];
for (const [folder, allowed] of Object.entries(layers)) {
  const dir = join(root, folder);
  if (!existsSync(join(dir, 'package.json'))) continue;
  const manifest = readJson(join(dir, 'package.json'));
  const runtime = new Set([
    ...Object.keys(manifest.dependencies ?? {}),
    ...Object.keys(manifest.peerDependencies ?? {}),
  ]);
  const development = new Set(Object.keys(manifest.devDependencies ?? {}));
  const used = new Set();

  for (const file of existsSync(join(dir, 'src')) ? sourceFiles(join(dir, 'src')) : []) {
    const where = relative(root, file);
    const test = isTestFile(relative(dir, file));
    for (const specifier of specifiers(readFileSync(file, 'utf8'))) {
      if (specifier.startsWith('.')) {
        const target = resolve(dirname(file), specifier);
        if (!target.startsWith(dir + sep) && !target.startsWith(catalogs))
          problems.push(`${where}: '${specifier}' reaches outside ${folder}`);
        continue;
      }
      if (specifier.startsWith('node:') || builtins.has(specifier)) {
        if (folder !== 'packages/server' && !test) problems.push(`${where}: '${specifier}' is Node-only`);
        continue;
      }
      const name = packageOf(specifier);
      used.add(name);
      if (name.startsWith('@masthead/') && !(test && name === '@masthead/test')) {
        if (!allowed.includes(name.slice('@masthead/'.length))) {
          problems.push(`${where}: ${folder} may not import ${name} (allowed: ${allowed.join(', ') || 'none'})`);
        }
      }
      const declared = runtime.has(name) || (test && (development.has(name) || rootTools.has(name)));
      if (!declared) problems.push(`${where}: '${name}' is not declared in ${folder}/package.json`);
    }
  }
  for (const name of [...runtime, ...development]) {
    if (!used.has(name) && !usedWithoutImport.test(name)) {
      problems.push(`${folder}/package.json declares '${name}' but nothing in src imports it`);
    }
  }
}

if (problems.length) {
  console.error(problems.join('\n'));
  console.error(`\n${problems.length} import rule(s) broken (scripts/check-imports.mjs).`);
  process.exit(1);
}
console.log(`imports: ${Object.keys(layers).length} packages, every import declared and in direction`);
