// Formats the declarations examples/typings.rs prints (stdin) with the
// TypeScript compiler's own printer (stdout), so dts-header.d.ts reads like
// hand-written typings. Run by `make node-regen` and `make node-build`.
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'

const ts = createRequire(import.meta.url)('typescript')
// Rustdoc links read as plain code in JSDoc: [`x`](path) and [`x`] -> `x`.
const text = readFileSync(0, 'utf8').replace(/\[(`[^`]*`)\](\([^)\s]*\))?/g, '$1')
const file = ts.createSourceFile('dts-header.d.ts', text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS)
const printed = ts.createPrinter({ newLine: ts.NewLineKind.LineFeed }).printFile(file)
// Two-space indentation, as napi writes index.d.ts.
process.stdout.write(printed.replace(/^(?: {4})+/gm, (s) => '  '.repeat(s.length / 4)))
