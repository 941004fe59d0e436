// expect: AC
const lines = require('fs').readFileSync(0, 'utf8').split('\n');
const out = [];
for (const line of lines) {
    const p = line.trim().split(/\s+/);
    if (p.length === 2) out.push((BigInt(p[0]) + BigInt(p[1])).toString());
}
console.log(out.join('\n'));
