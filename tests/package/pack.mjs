// Packs pkg/ with `npm pack` into the folder given (scripts/test-package) and checks the
// tarball: exactly the package's runtime files (no test, no Rust source, no build leftovers),
// at most 150 KB, and a package.json ready to publish.
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";

const LIMIT = 150 * 1024;
const pkg = fileURLToPath(new URL("../../pkg/", import.meta.url));
const into = process.argv[2];
if (!into) throw new Error("usage: node tests/package/pack.mjs DESTINATION");

const [pack] = JSON.parse(
  execFileSync("npm", ["pack", "--json", "--pack-destination", into], {
    cwd: pkg,
    encoding: "utf8",
  }),
);
const files = pack.files.map((f) => f.path).sort();
const expected = [
  "CHANGELOG.md",
  "LICENSE",
  "README.md",
  "engine.d.ts",
  "engine.js",
  "index.d.ts",
  "index.js",
  "mancala-heritage.d.ts",
  "mancala-heritage.js",
  "mancala-heritage_bg.wasm",
  "node.js",
  "package.json",
  "worker.js",
];
const snippets = files.filter((f) => f.startsWith("snippets/"));
const problems = [];
const others = files.filter((f) => !f.startsWith("snippets/"));
if (JSON.stringify(others) !== JSON.stringify(expected)) {
  problems.push(`files ${JSON.stringify(others)}, expected ${JSON.stringify(expected)}`);
}
if (snippets.length !== 1 || !/^snippets\/[^/]+\/src\/wasm\/decode\.js$/.test(snippets[0])) {
  problems.push(
    `snippets ${JSON.stringify(snippets)}: expected the one decode.js the glue imports`,
  );
}
if (pack.size > LIMIT) problems.push(`packed ${pack.size} bytes, over the ${LIMIT} of the budget`);

const manifest = JSON.parse(readFileSync(new URL("package.json", `file://${pkg}`), "utf8"));
const cargo = readFileSync(new URL("../../Cargo.toml", import.meta.url), "utf8");
const version = /^version = "(.*)"/m.exec(cargo)[1];
if (manifest.version !== version)
  problems.push(`version ${manifest.version}, Cargo.toml ${version}`);
for (const field of ["license", "keywords", "files", "exports", "types", "description"]) {
  if (!manifest[field]) problems.push(`package.json has no ${field}`);
}
if (!readFileSync(new URL("CHANGELOG.md", `file://${pkg}`), "utf8").includes(`## ${version} `)) {
  problems.push(`CHANGELOG.md has no entry for ${version}`);
}
// The README's Node example is tests/package/node-game.mjs, word for word.
const readme = readFileSync(new URL("README.md", `file://${pkg}`), "utf8");
const example = readFileSync(new URL("node-game.mjs", import.meta.url), "utf8");
if (!readme.includes("```js\n" + example + "```")) {
  problems.push("README.md does not show tests/package/node-game.mjs as its Node example");
}
if (/GAME_API\.md/.test(readme)) problems.push("README.md points at GAME_API.md");

console.log(
  `packed ${pack.filename}: ${files.length} files, ${(pack.size / 1024).toFixed(1)} KB (budget 150 KB)`,
);
if (problems.length) {
  console.error(problems.map((p) => `pack: ${p}`).join("\n"));
  process.exit(1);
}
