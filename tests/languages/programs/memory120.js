// expect: MLE reached the limit of 256 MiB (holds 308 MiB, 120 % of the limit)
// Arrays of doubles live in V8's heap (a Buffer's bytes would not): 131072 of them are 1 MiB.
const held = [];
for (let i = 0; i < 308; ++i) held.push(new Array(131072).fill(i + 0.5));
const lines = require('fs').readFileSync(0, 'utf8').trim().split('\n');
for (const line of lines) {
    const [a, b] = line.trim().split(/\s+/).map(BigInt);
    console.log((a + b + BigInt(held.length - 308)).toString());
}
