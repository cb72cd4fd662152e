// The Unity package as a registry (OpenUPM, a scoped registry) and the Package Manager see it (issue 33):
// package.json has what Unity and OpenUPM read, its links name the release's tag and files that exist,
// one version is written everywhere (package, hub, C# constant, changelog), and the package's Markdown
// renders: fences closed, tables square, every relative link and #anchor found, the table of contents
// complete. Prints "ok: …" per check; exits 1 with "FAIL: …" lines when one fails.
//   node tests/release/package_metadata.mjs
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const packageDir = path.join(root, 'unity/com.patchbay.unity');
let failures = 0;
const check = (ok, what, detail = '') => {
  if (ok) console.log(`ok: ${what}`);
  else { failures += 1; console.log(`FAIL: ${what}${detail ? `: ${detail}` : ''}`); }
};
const read = (file) => readFileSync(file, 'utf8');

// ---- package.json ------------------------------------------------------------------------------
const pkg = JSON.parse(read(path.join(packageDir, 'package.json')));
const semver = /^(0|[1-9]\d*)\.(0|[1-9]\d*)\.(0|[1-9]\d*)$/;
check(/^com\.[a-z0-9-]+\.[a-z0-9.-]+$/.test(pkg.name) && pkg.name.length <= 214, 'name is a lowercase reverse-domain name', pkg.name);
check(semver.test(pkg.version ?? ''), 'version is X.Y.Z', pkg.version);
for (const key of ['displayName', 'description', 'license']) check(typeof pkg[key] === 'string' && pkg[key] !== '', `${key} is set`);
check(/^20\d\d\.\d$|^6000\.\d$/.test(pkg.unity ?? ''), 'unity is YEAR.N (the oldest Unity it supports)', pkg.unity);
check(/^\d+[abfp]\d+$/.test(pkg.unityRelease ?? ''), 'unityRelease names a release of that Unity (e.g. 0f1)', pkg.unityRelease);
check(pkg.author?.name && /^https:\/\//.test(pkg.author?.url ?? ''), 'author has a name and a URL');
check(Array.isArray(pkg.keywords) && pkg.keywords.length > 0, 'keywords are set');
const repo = (pkg.repository?.url ?? '').replace(/\.git$/, '');
check(pkg.repository?.type === 'git' && /^https:\/\/github\.com\/[^/]+\/[^/]+$/.test(repo), 'repository is a git URL', pkg.repository?.url);
check(pkg.repository?.directory === path.relative(root, packageDir), 'repository.directory is the package folder', pkg.repository?.directory);
for (const [key, file] of [['documentationUrl', 'Documentation~/index.md'], ['changelogUrl', 'CHANGELOG.md'], ['licensesUrl', 'LICENSE.md']]) {
  const want = `${repo}/blob/v${pkg.version}/${path.relative(root, packageDir)}/${file}`;
  check(pkg[key] === want, `${key} is ${file} at the tag v${pkg.version}`, `${pkg[key]} (want ${want})`);
  check(existsSync(path.join(packageDir, file)), `${file} exists`);
}
check(pkg.license === 'MIT' && /^MIT License/.test(read(path.join(packageDir, 'LICENSE.md'))), 'license matches LICENSE.md');
for (const [name, version] of Object.entries(pkg.dependencies ?? {})) check(semver.test(version), `dependency ${name} has an exact version`, version);
for (const sample of pkg.samples ?? []) {
  check(sample.displayName && sample.description && existsSync(path.join(packageDir, sample.path ?? '-')), `sample ${sample.displayName} exists`, sample.path);
}

// ---- one version everywhere --------------------------------------------------------------------
const hub = /^project\(patchbay VERSION ([0-9.]+)/m.exec(read(path.join(root, 'CMakeLists.txt')))?.[1];
check(hub === pkg.version, 'the hub (CMakeLists.txt) has the package\'s version', `${hub} vs ${pkg.version}`);
const constant = /PackageVersion = "([^"]*)"/.exec(read(path.join(packageDir, 'Shared/Core/PatchbayInfo.cs')))?.[1];
check(constant === pkg.version, 'PatchbayInfo.PackageVersion has the package\'s version', constant);
const changelog = /^## \[([^\]]+)\]/m.exec(read(path.join(packageDir, 'CHANGELOG.md')))?.[1];
check(changelog === pkg.version, 'the package CHANGELOG\'s newest section is this version', changelog);
const pins = [...read(path.join(packageDir, 'README.md')).matchAll(/com\.patchbay\.unity#v([0-9.]+)/g)].map((m) => m[1]);
check(pins.length > 0 && pins.every((v) => v === pkg.version), 'the package README pins this version', pins.join(' '));
const registry = /"com\.patchbay\.unity": "([0-9.]+)"/.exec(read(path.join(root, 'docs/install.md')))?.[1];
check(registry === pkg.version, 'docs/install.md\'s registry example names this version', registry);

// ---- Markdown that renders ---------------------------------------------------------------------
// GitHub's heading anchors: lower case, punctuation dropped, spaces to hyphens, repeats numbered.
function anchors(text) {
  const seen = new Map();
  const out = new Set();
  for (const line of withoutCode(text)) {
    const m = /^#{1,6}\s+(.*?)\s*#*\s*$/.exec(line);
    if (!m) continue;
    const plain = m[1].replace(/\[([^\]]*)\]\([^)]*\)/g, '$1');
    const slug = plain.toLowerCase().replace(/[^\p{L}\p{N}\s_-]/gu, '').replace(/\s/g, '-');
    const n = seen.get(slug) ?? 0;
    seen.set(slug, n + 1);
    out.add(n === 0 ? slug : `${slug}-${n}`);
  }
  return out;
}
// The lines outside fenced code blocks (null when a fence is left open).
function withoutCode(text) {
  const lines = [];
  let fence = null;
  for (const line of text.split('\n')) {
    const m = /^\s*(```+|~~~+)/.exec(line);
    if (m && (fence === null || m[1][0] === fence[0] && m[1].length >= fence.length)) {
      fence = fence === null ? m[1] : null;
      continue;
    }
    if (fence === null) lines.push(line);
  }
  if (fence !== null) lines.open = true;
  return lines;
}
const markdown = ['README.md', 'CHANGELOG.md', 'LICENSE.md', ...readdirSync(path.join(packageDir, 'Documentation~')).filter((f) => f.endsWith('.md')).map((f) => `Documentation~/${f}`)];
for (const file of markdown) {
  const text = read(path.join(packageDir, file));
  const lines = withoutCode(text);
  check(!lines.open, `${file}: every code fence is closed`);
  // Tables: the separator row and every row have the header's number of cells.
  let bad = '';
  for (let i = 1; i < lines.length; i++) {
    if (!/^\s*\|?\s*:?-{3,}:?\s*(\|\s*:?-{3,}:?\s*)*\|?\s*$/.test(lines[i]) || !lines[i - 1].includes('|')) continue;
    const cells = (row) => row.replace(/\\\|/g, '').replace(/`[^`]*`/g, 'x').trim().replace(/^\||\|$/g, '').split('|').length;
    const width = cells(lines[i - 1]);
    for (let j = i; j < lines.length && lines[j].includes('|'); j++) {
      if (cells(lines[j]) !== width) bad ||= `line "${lines[j].slice(0, 60)}" has ${cells(lines[j])} cells, the header ${width}`;
    }
  }
  check(bad === '', `${file}: tables are square`, bad);
  // Relative links (and #anchors) point at files (and headings) of the package.
  const broken = [];
  for (const line of lines) {
    for (const [, target] of line.replaceAll(/`[^`]*`/g, '').matchAll(/\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g)) {
      if (/^(https?:|mailto:)/.test(target)) continue;
      const [file2, anchor] = target.split('#');
      const resolved = file2 ? path.join(path.dirname(path.join(packageDir, file)), decodeURI(file2)) : path.join(packageDir, file);
      if (!resolved.startsWith(packageDir + path.sep) || !existsSync(resolved)) { broken.push(`${target} (no such file in the package)`); continue; }
      if (anchor && resolved.endsWith('.md') && !anchors(read(resolved)).has(anchor)) broken.push(`${target} (no such heading)`);
    }
  }
  check(broken.length === 0, `${file}: every relative link resolves`, broken.join(', '));
}
const toc = read(path.join(packageDir, 'Documentation~/TableOfContents.md'));
const sections = [...anchors(read(path.join(packageDir, 'Documentation~/index.md')))].filter((a) => a !== 'patchbay-for-unity');
const missing = sections.filter((a) => !toc.includes(`(index.md#${a})`));
check(missing.length === 0, 'Documentation~/TableOfContents.md lists every section of index.md', missing.join(', '));

if (failures > 0) process.exit(1);
